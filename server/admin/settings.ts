// Operator settings kept in the database. Affiliate parameters: the environment's AFFILIATE_PARAMS
// is the default; the console's values override it per key (partner id, host or "*").
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema.ts";
import { audit, type Actor } from "./audit.ts";

export type AffiliateParams = Record<string, Record<string, string>>;
const KEY = "affiliate_params";

export const affiliateParamsSchema = z.record(
  z.string().regex(/^(\*|[a-z0-9][a-z0-9.-]{0,99})$/, { error: "a partner id, a host or *" }),
  z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,50}$/, { error: "a parameter name" }), z.string().max(200)),
);

export async function affiliateOverrides(db: Db): Promise<AffiliateParams> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return (row?.value as AffiliateParams | undefined) ?? {};
}

/** What /go/ applies: the console's value for a key when it has one, the environment's otherwise. */
export async function effectiveAffiliateParams(db: Db, envDefault: AffiliateParams): Promise<AffiliateParams> {
  return { ...envDefault, ...(await affiliateOverrides(db)) };
}

export async function setAffiliateOverrides(db: Db, value: AffiliateParams, actor: Actor): Promise<AffiliateParams> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
    await audit(tx, actor, {
      action: "settings.affiliate",
      entity: "settings",
      entityId: KEY,
      before: before?.value ?? {},
      after: value,
    });
    return value;
  });
}
