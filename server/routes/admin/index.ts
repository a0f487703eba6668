// /api/v1/admin/* — the operator's console API. Every route is behind `adminOnly` (401 without a
// session, 403 for a non-admin) and every write goes through a service that records an audit row.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { LANGS, type Lang } from "../../../content/types.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { ApiError, errorBody } from "../../http/errors.ts";
import { documented, validate } from "../openapi.ts";
import { adminDealJson, affiliateSettingsJson, auditRow, clicksReportJson, importPlanJson } from "../responses.ts";
import { adminOnly, requireAdmin } from "../../admin/guard.ts";
import { listAudit } from "../../admin/audit.ts";
import { listAdmins, setRole } from "../../admin/roles.ts";
import { clicksCsv, clicksReport } from "../../admin/clicks.ts";
import {
  affiliateOverrides,
  affiliateParamsSchema,
  setAffiliateOverrides,
  type AffiliateParams,
} from "../../admin/settings.ts";
import {
  createDeal,
  deleteDeal,
  DealRulesError,
  getDeal,
  listDeals,
  setDealImage,
  snapshot,
  updateDeal,
} from "../../deals/service.ts";
import { DEAL_FIELDS } from "../../deals/deal-rules.ts";
import { invalidateDealsCache } from "../../deals/cache.ts";
import { applyImport, claimImport, FileProblem, planImport, publicPlan, readSheet } from "../../deals/import.ts";
import { ImageProblem, prepareImage, type ImageStore, type PreparedImage } from "../../deals/images.ts";
import { message } from "../../deals/messages.ts";
import {
  auditQuery,
  clicksQuery,
  consoleQuery,
  dealInput,
  importQuery,
  roleInput as roleBody,
} from "../../../core/requests.ts";
import { idParam } from "../params.ts";
import { formBody, type BodyTimeouts } from "../../http/body.ts";
import { PRIVATE } from "../../http/private-answers.ts";
import { UPLOAD_LIMIT, uploadTooLargeMessage } from "../../http/body-guards.ts";

export interface AdminDeps {
  db: Db;
  images: ImageStore;
  /** Hosts deal images may be fetched from at import time (none by default). */
  imageFetchHosts: string[];
  affiliateDefault: AffiliateParams;
  /** How long an upload's body may take to arrive. */
  bodyTimeouts: BodyTimeouts;
}

const langQuery = z.enum(LANGS).optional().catch(undefined);

/** The operator's language: `?lang=` when given, else the admin's own. */
async function operatorLang(c: Context<AppEnv>, db: Db): Promise<Lang> {
  const q = langQuery.parse(c.req.query("lang"));
  return q ?? (await requireAdmin(c, db)).lang;
}

// The request schemas are shared with the console (core/requests.ts); a deal's body names only its fields.
const dealBody = dealInput satisfies z.ZodType<Partial<Record<(typeof DEAL_FIELDS)[number], unknown>>>;
const listQuery = consoleQuery;

/** An admin-facing deal: every stored field, prices in euros. */
function adminDeal(row: Awaited<ReturnType<typeof getDeal>> & object) {
  const s = snapshot(row);
  return {
    ...s,
    price_from: row.price_from === null ? null : row.price_from / 100,
    price_was: row.price_was === null ? null : row.price_was / 100,
  };
}

export function adminRoutes(deps: AdminDeps) {
  const { db } = deps;

  const rulesError = async (c: Context<AppEnv>, e: unknown) => {
    if (!(e instanceof DealRulesError)) throw e;
    const lang = await operatorLang(c, db);
    const fields = e.fields(lang);
    return c.json(
      errorBody(e.status === 409 ? "CONFLICT" : "VALIDATION", Object.values(fields).join("; "), fields),
      e.status,
    );
  };

  // Read only here, after the admin check (the role is read before any body), within its deadline.
  const uploadedFile = async (c: Context<AppEnv>, lang: Lang): Promise<File> => {
    const body = await formBody(c, UPLOAD_LIMIT, deps.bodyTimeouts.uploadMs, uploadTooLargeMessage(lang));
    const file = body.file;
    if (!(file instanceof File))
      throw new ApiError(400, "VALIDATION", message({ code: "file_missing" }, lang), {
        file: message({ code: "file_missing" }, lang),
      });
    return file;
  };

  return (
    new Hono<AppEnv>()
      .use("*", adminOnly(db))
      // Any write to deals (import included) may change the public list: drop its cached copies.
      .use("*", async (c, next) => {
        await next();
        if (c.req.method !== "GET" && /\/admin\/deals(\/|$)/.test(c.req.path)) invalidateDealsCache(db);
      })
      // The console asks this first: 200 for an admin, 403 otherwise.
      .get(
        "/me",
        documented({
          summary: "The signed-in admin (403 for anyone else)",
          response: z.object({ email: z.string(), lang: z.enum(LANGS) }),
        }),
        async (c) => {
          const me = await requireAdmin(c, db);
          return c.json({ email: me.email, lang: me.lang });
        },
      )
      // ── deals ──
      .get(
        "/deals",
        documented({ summary: "Every deal", response: z.object({ deals: z.array(adminDealJson) }) }),
        validate("query", listQuery),
        async (c) => c.json({ deals: (await listDeals(db)).map(adminDeal) }),
      )
      .post(
        "/deals",
        documented({ summary: "Add a deal", response: z.object({ deal: adminDealJson }), status: 201 }),
        validate("query", listQuery),
        validate("json", dealBody),
        async (c) => {
          const actor = await requireAdmin(c, db);
          try {
            return c.json({ deal: adminDeal(await createDeal(db, c.req.valid("json"), actor)) }, 201);
          } catch (e) {
            return rulesError(c, e);
          }
        },
      )
      .get(
        "/deals/:id",
        documented({ summary: "One deal", response: z.object({ deal: adminDealJson }) }),
        validate("param", idParam),
        async (c) => {
          const row = await getDeal(db, c.req.valid("param").id);
          if (!row) return c.json(errorBody("NOT_FOUND", "No such deal"), 404);
          return c.json({ deal: adminDeal(row) });
        },
      )
      .patch(
        "/deals/:id",
        documented({ summary: "Change a deal", response: z.object({ deal: adminDealJson }) }),
        validate("param", idParam),
        validate("query", listQuery),
        validate("json", dealBody),
        async (c) => {
          const actor = await requireAdmin(c, db);
          try {
            const row = await updateDeal(db, c.req.valid("param").id, c.req.valid("json"), actor);
            if (!row) return c.json(errorBody("NOT_FOUND", "No such deal"), 404);
            return c.json({ deal: adminDeal(row) });
          } catch (e) {
            return rulesError(c, e);
          }
        },
      )
      .delete(
        "/deals/:id",
        documented({ summary: "Delete a deal", noContent: true }),
        validate("param", idParam),
        async (c) => {
          const actor = await requireAdmin(c, db);
          if (!(await deleteDeal(db, c.req.valid("param").id, actor)))
            return c.json(errorBody("NOT_FOUND", "No such deal"), 404);
          return c.body(null, 204);
        },
      )
      .post(
        "/deals/:id/image",
        documented({
          upload: true,
          summary: "A deal's image (multipart `file`)",
          response: z.object({ deal: adminDealJson }),
        }),
        validate("param", idParam),
        validate("query", listQuery),
        async (c) => {
          const actor = await requireAdmin(c, db);
          const lang = await operatorLang(c, db);
          const id = c.req.valid("param").id;
          if (!(await getDeal(db, id))) return c.json(errorBody("NOT_FOUND", "No such deal"), 404);
          const file = await uploadedFile(c, lang);
          let image: PreparedImage;
          try {
            image = await prepareImage(Buffer.from(await file.arrayBuffer()));
          } catch (e) {
            if (!(e instanceof ImageProblem)) throw e;
            const msg = message(e.problem, lang);
            return c.json(
              errorBody(e.problem.code === "image_too_large" ? "PAYLOAD_TOO_LARGE" : "VALIDATION", msg, { file: msg }),
              e.problem.code === "image_too_large" ? 413 : 400,
            );
          }
          // The deal's rules are checked before the image is stored: a deal that breaks them (a seed
          // deal without partner or url) answers 400 naming the fields, and nothing is written.
          try {
            const row = await setDealImage(db, id, image, deps.images, actor);
            if (!row) return c.json(errorBody("NOT_FOUND", "No such deal"), 404);
            return c.json({ deal: adminDeal(row) });
          } catch (e) {
            return rulesError(c, e);
          }
        },
      )
      .post(
        "/deals/import",
        documented({
          upload: true,
          summary: "Deals from a spreadsheet (multipart `file`; `dry_run=1` previews)",
          response: z.object({ dry_run: z.boolean(), imported: z.boolean(), plan: importPlanJson }),
        }),
        validate("query", importQuery),
        async (c) => {
          const actor = await requireAdmin(c, db);
          const lang = await operatorLang(c, db);
          const dryRun = /^(1|true)$/.test(c.req.valid("query").dry_run ?? "");
          // One import (preview or write) at a time on this instance, from the upload to the answer:
          // a second one is refused at once, before its file is even read (decision 032).
          const release = claimImport();
          if (!release) {
            const msg = message({ code: "import_busy" }, lang);
            return c.json(errorBody("CONFLICT", msg), 409);
          }
          try {
            const file = await uploadedFile(c, lang);
            let sheet;
            try {
              sheet = await readSheet(Buffer.from(await file.arrayBuffer()));
            } catch (e) {
              if (!(e instanceof FileProblem)) throw e;
              const msg = message(e.problem, lang);
              const [status, code] =
                e.problem.code === "file_type"
                  ? ([415, "UNSUPPORTED_MEDIA_TYPE"] as const)
                  : e.problem.code === "file_too_large" || e.problem.code === "file_unzipped_too_large"
                    ? ([413, "PAYLOAD_TOO_LARGE"] as const)
                    : ([400, "VALIDATION"] as const);
              return c.json(errorBody(code, msg, { file: msg }), status);
            }
            const opts = { lang, fetchHosts: deps.imageFetchHosts, images: deps.images, file: file.name.slice(0, 200) };
            const plan = dryRun ? await planImport(db, sheet, opts) : await applyImport(db, sheet, actor, opts);
            if (!dryRun && !plan.ok) {
              const msg = {
                el: "Κάποιες γραμμές έχουν λάθη: δεν εισήχθη τίποτα",
                en: "Some rows have errors: nothing was imported",
                de: "Einige Zeilen sind fehlerhaft: nichts wurde importiert",
              }[lang];
              return c.json({ ...errorBody("VALIDATION", msg), plan: publicPlan(plan) }, 400);
            }
            return c.json({ dry_run: dryRun, imported: !dryRun, plan: publicPlan(plan) });
          } finally {
            release();
          }
        },
      )
      // ── clicks ──
      .get(
        "/clicks",
        documented({
          summary: "Clicks on partner links (`format=csv`: the same as CSV)",
          produces: ["text/csv"],
          response: clicksReportJson,
        }),
        validate("query", clicksQuery),
        async (c) => {
          const q = c.req.valid("query");
          const report = await clicksReport(db, Number(q.days), new Date(), await operatorLang(c, db));
          c.header("Cache-Control", PRIVATE);
          if (q.format === "csv") {
            c.header("Content-Type", "text/csv; charset=utf-8");
            c.header("Content-Disposition", `attachment; filename="taxidaki-clicks-${report.from}-${report.to}.csv"`);
            return c.body(clicksCsv(report));
          }
          return c.json(report);
        },
      )
      // ── affiliate settings ──
      .get(
        "/settings/affiliate",
        documented({
          summary: "Affiliate parameters: the environment's and the console's",
          response: affiliateSettingsJson,
        }),
        async (c) => c.json({ default: deps.affiliateDefault, overrides: await affiliateOverrides(db) }),
      )
      .put(
        "/settings/affiliate",
        documented({ summary: "Set the console's affiliate parameters", response: affiliateSettingsJson }),
        validate("json", z.strictObject({ overrides: affiliateParamsSchema })),
        async (c) => {
          const actor = await requireAdmin(c, db);
          const overrides = await setAffiliateOverrides(db, c.req.valid("json").overrides, actor);
          return c.json({ default: deps.affiliateDefault, overrides });
        },
      )
      // ── audit log ──
      .get(
        "/audit",
        documented({ summary: "The audit log, newest first", response: z.object({ entries: z.array(auditRow) }) }),
        validate("query", auditQuery),
        async (c) => {
          const q = c.req.valid("query");
          return c.json({ entries: await listAudit(db, { limit: q.limit, before: q.before }) });
        },
      )
      // ── admins ──
      .get(
        "/admins",
        documented({
          summary: "The admins",
          response: z.object({ admins: z.array(z.object({ id: z.string(), email: z.string() })) }),
        }),
        async (c) => c.json({ admins: await listAdmins(db) }),
      )
      .post(
        "/admins",
        documented({
          summary: "Give or take the admin role",
          response: z.object({ email: z.string(), role: z.enum(["admin", "user"]), changed: z.boolean() }),
        }),
        validate("json", roleBody),
        async (c) => {
          const actor = await requireAdmin(c, db);
          const { email, role } = c.req.valid("json");
          return c.json(await setRole(db, email, role, actor));
        },
      )
  );
}
