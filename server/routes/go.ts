// /go/:id — the affiliate click: record it (no IP, no user), then 302 to the partner.
// Only URLs of catalogue records are reachable: there is no open redirect.
//
// The operator's click report counts people, not requests (issue 37: 3 000 rows in 1.9 s from one
// client): a client's repeated clicks on one link count once within a window, and a client's
// clicks are recorded up to a number an hour. The visitor is redirected either way. Which client
// clicked what is kept in this process's memory only, as a salted hash, for that window.
import { createHash, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { partnerById } from "../../content/partners.ts";
import { matchDeepLink } from "../../core/search/deep-link.ts";
import { cities } from "../../content/cities.ts";
import { islands } from "../../content/islands.ts";
import { offersBanner } from "../../content/home.ts";
import { LANGS } from "../../content/types.ts";
import type { Db } from "../db/client.ts";
import { clicks, deals } from "../db/schema.ts";
import { eq } from "drizzle-orm";
import { errorBody } from "../http/errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { deviceClass } from "../http/device-class.ts";
import { clientIp } from "../http/client-ip.ts";

export interface Outbound {
  url: string;
  /** Partner whose affiliate parameters apply. */
  partnerId?: string;
  category?: string;
  /** The deal the link belongs to (`deal.<id>`). */
  dealId?: string;
}

/** `deal.<uuid>`: the deal's landing page (already checked to be on its partner's host). */
async function resolveDeal(db: Db, id: string): Promise<Outbound | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [d] = await db
    .select({ url: deals.url, partner: deals.partner_id, category: deals.category })
    .from(deals)
    .where(eq(deals.id, id));
  return d?.url && d.partner
    ? { url: d.url, partnerId: d.partner, category: d.category ?? undefined, dealId: id }
    : undefined;
}

/** Resolves a link id: a partner id, `city.<id>`, `island.<id>`, or `offer.banner`. */
export function resolveOutbound(id: string): Outbound | undefined {
  const [kind, rest = ""] = id.includes(".")
    ? [id.slice(0, id.indexOf(".")), id.slice(id.indexOf(".") + 1)]
    : ["partner", id];
  switch (kind) {
    case "partner": {
      const p = partnerById(id);
      return p && { url: p.url, partnerId: p.id, category: p.category };
    }
    case "city": {
      const c = cities.find((x) => x.id === rest);
      return c && { url: c.url, category: "hotels" };
    }
    case "island": {
      const i = islands.find((x) => x.id === rest);
      return i && { url: i.url, category: "hotels" };
    }
    case "offer":
      return rest === "banner"
        ? { url: offersBanner.url, partnerId: offersBanner.partnerId, category: "deals" }
        : undefined;
  }
  return undefined;
}

/** Adds the configured affiliate parameters: by partner id, by host, then "*". */
export function withAffiliateParams(target: Outbound, params: Record<string, Record<string, string>>): string {
  const url = new URL(target.url);
  const extra = { ...params["*"], ...params[url.hostname], ...(target.partnerId ? params[target.partnerId] : {}) };
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.toString();
}

const goQuery = z.object({
  from: z.string().max(300).regex(/^\//).optional().catch(undefined),
  lang: z.enum(LANGS).optional().catch(undefined),
  deep: z.string().max(2000).optional().catch(undefined),
});

type Params = Record<string, Record<string, string>>;

export interface ClickLimits {
  /** A client's clicks on one link within this long count once. */
  repeatWindowMs: number;
  /** Clicks recorded per client within `clientWindowMs`; beyond, the visitor still goes, unrecorded. */
  perClient: number;
  clientWindowMs: number;
  /** Clients (and client-link pairs) remembered at once; beyond, the least recent are forgotten. */
  maxTracked: number;
}
export const CLICK_LIMITS: ClickLimits = {
  repeatWindowMs: 30 * 60_000,
  perClient: 30,
  clientWindowMs: 60 * 60_000,
  maxTracked: 100_000,
};

/** The client a click comes from: its IP address, an IPv6 one by its /64 (one subscriber's network). */
function clientKey(ip: string): string {
  if (!ip.includes(":") || ip.includes(".")) return ip; // IPv4 (also IPv4-mapped IPv6)
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Which clicks to record: one per client and link within the repeat window, `perClient` per client and window. */
class ClickGate {
  private readonly salt = randomBytes(16);
  private readonly seen: LRUCache<string, true>;
  private readonly counts: LRUCache<string, { n: number }>;
  private readonly limits: ClickLimits;
  constructor(limits: ClickLimits) {
    this.limits = limits;
    this.seen = new LRUCache({ max: limits.maxTracked, ttl: limits.repeatWindowMs, ttlAutopurge: false });
    // The window runs from the client's first recorded click (a later one does not extend it).
    this.counts = new LRUCache({
      max: limits.maxTracked,
      ttl: limits.clientWindowMs,
      noUpdateTTL: true,
      ttlAutopurge: false,
    });
  }
  private hash = (s: string) => createHash("sha256").update(this.salt).update(s).digest("base64url").slice(0, 22);
  /** Whether this click is to be recorded (and counts it when it is). */
  admit(ip: string, target: string): boolean {
    const client = this.hash(clientKey(ip));
    const pair = `${client} ${target}`;
    if (this.seen.get(pair)) return false;
    const count = this.counts.get(client) ?? { n: 0 };
    if (count.n >= this.limits.perClient) return false;
    count.n++;
    if (count.n === 1) this.counts.set(client, count);
    this.seen.set(pair, true);
    return true;
  }
}

export function goRoutes(
  db: Db,
  affiliateParams: Params | (() => Promise<Params>),
  opts: { trustProxy: number; limits?: Partial<ClickLimits> },
) {
  const gate = new ClickGate({ ...CLICK_LIMITS, ...opts.limits });
  return new Hono<AppEnv>().get("/:id{[a-z0-9.-]{1,80}}", async (c) => {
    const id = c.req.param("id");
    const target = id.startsWith("deal.") ? await resolveDeal(db, id.slice(5)) : resolveOutbound(id);
    if (!target) return c.json(errorBody("NOT_FOUND", "Unknown partner link"), 404);
    // Tracking parameters are best effort: bad ones are dropped, the visitor still goes.
    const { from, lang, deep } = goQuery.parse(c.req.query());
    // A search result's pre-filled deep link: only an instance of this partner's own template.
    let prefilled = false;
    if (deep && target.partnerId && target.partnerId === c.req.param("id")) {
      const filled = matchDeepLink(partnerById(target.partnerId)?.deepLink, deep);
      if (filled) {
        target.url = filled;
        prefilled = true;
      }
    }
    if (gate.admit(clientIp(c, opts.trustProxy), id)) {
      await db.insert(clicks).values({
        target_id: id,
        category: target.category ?? null,
        page: from ?? null,
        lang: lang ?? null,
        prefilled,
        deal_id: target.dealId ?? null,
        device_class: deviceClass(c.req.header("user-agent")),
      });
    }
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    const params = typeof affiliateParams === "function" ? await affiliateParams() : affiliateParams;
    return c.redirect(withAffiliateParams(target, params), 302);
  });
}
