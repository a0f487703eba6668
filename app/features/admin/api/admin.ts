// The console's calls to /api/v1/admin, all through the typed client: request and answer types
// come from the server's routes (uploads are multipart, with the route's typed query).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { Lang } from "~content/types.ts";
import type { DealInput, NoticeInput, RoleInput } from "~core/requests";
import { api } from "~/lib/api";
import type { OkBody } from "~/lib/api-error";
import type { NoticeBody } from "~/features/admin/notice-form.ts";

export class AdminError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly body: unknown;
  constructor(status: number, message: string, fields: Record<string, string> = {}, body: unknown = null) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

/** The body of a successful answer, typed by its route; else an AdminError with the server's message and fields. */
async function adminBody<
  R extends Response | { ok: boolean; status: number; statusText: string; json(): Promise<unknown> },
>(resPromise: Promise<R>): Promise<OkBody<R>> {
  const res = await resPromise;
  const body = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const e = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new AdminError(res.status, e?.message ?? res.statusText, e?.fields, body);
  }
  return body as OkBody<R>;
}

const admin = api.api.v1.admin;

/** A multipart upload of one file to a route of the typed client (the route reads `file`). */
const upload = (file: File) => {
  const form = new FormData();
  form.set("file", file);
  return { init: { body: form } };
};

export type AdminDeal = InferResponseType<(typeof admin.deals)["$get"], 200>["deals"][number];
export type ClicksReport = Exclude<InferResponseType<(typeof admin.clicks)["$get"], 200>, string>;
/** A spreadsheet import's plan: what each row would do (the same in a refusal's body). */
export type ImportPlan = InferResponseType<(typeof admin.deals.import)["$post"], 200>["plan"];
export type AffiliateParams = InferRequestType<(typeof admin.settings.affiliate)["$put"]>["json"]["overrides"];

export function useAdminMe() {
  return useQuery({ queryKey: ["admin", "me"], queryFn: () => adminBody(admin.me.$get()), retry: false });
}

export function useAdminDeals() {
  return useQuery({
    queryKey: ["admin", "deals"],
    queryFn: () => adminBody(admin.deals.$get({ query: {} })).then((b) => b.deals),
  });
}

export function useSaveDeal(lang: Lang) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: DealInput }) =>
      (id
        ? adminBody(admin.deals[":id"].$patch({ param: { id }, query: { lang }, json: values }))
        : adminBody(admin.deals.$post({ query: { lang }, json: values }))
      ).then((b) => b.deal),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useDeleteDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminBody(admin.deals[":id"].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useUploadImage(lang: Lang) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      adminBody(admin.deals[":id"].image.$post({ param: { id }, query: { lang } }, upload(file))),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function importSheet(file: File, lang: Lang, dryRun: boolean) {
  return adminBody(admin.deals.import.$post({ query: dryRun ? { lang, dry_run: "1" } : { lang } }, upload(file)));
}

export function useClicks(days: 7 | 30 | 90, lang: Lang) {
  return useQuery({
    queryKey: ["admin", "clicks", days, lang],
    // The JSON report (format=json, the default), its names in the console's language; the CSV is a download link.
    queryFn: () => adminBody(admin.clicks.$get({ query: { days: `${days}`, lang } })) as Promise<ClicksReport>,
  });
}

export function useAffiliate() {
  return useQuery({ queryKey: ["admin", "affiliate"], queryFn: () => adminBody(admin.settings.affiliate.$get()) });
}
export function useSaveAffiliate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (overrides: AffiliateParams) => adminBody(admin.settings.affiliate.$put({ json: { overrides } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAudit() {
  return useQuery({
    queryKey: ["admin", "audit"],
    queryFn: () => adminBody(admin.audit.$get({ query: { limit: "100" } })).then((b) => b.entries),
  });
}

export function useAdmins() {
  return useQuery({
    queryKey: ["admin", "admins"],
    queryFn: () => adminBody(admin.admins.$get()).then((b) => b.admins),
  });
}
export function useSetRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: RoleInput) => adminBody(admin.admins.$post({ json: v })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** An operator notice: `dryRun` answers how many users it reaches without sending (issue 14). */
export function postNotice(body: NoticeBody, dryRun: boolean) {
  // An unchosen category goes as is (""): the server names the field in its answer.
  return adminBody(admin.notices.$post({ query: dryRun ? { dry_run: "1" } : {}, json: body as NoticeInput }));
}
