// The console's calls to /api/v1/admin (types from the server's routes where JSON; uploads as multipart).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Lang } from "~content/types.ts";
import { api, apiFetch } from "~/lib/api";
import type { NoticeBody } from "~/features/admin/notice-form.ts";

export class AdminError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly body: unknown;
  constructor(
    status: number,
    message: string,
    fields: Record<string, string> = {},
    body: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await apiFetch(path, init);
  const body = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const e = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new AdminError(res.status, e?.message ?? res.statusText, e?.fields, body);
  }
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

export type AdminDeal = InferResponseType<(typeof api.api.v1.admin.deals)["$get"], 200>["deals"][number];
export type ClicksReport = Exclude<InferResponseType<(typeof api.api.v1.admin.clicks)["$get"], 200>, string>;
export type AuditEntry = InferResponseType<(typeof api.api.v1.admin.audit)["$get"], 200>["entries"][number];
export interface PlanRow {
  row: number;
  action: "create" | "update" | "skip" | "error";
  title: string;
  changes?: string[];
  errors: { column: string; field: string; message: string }[];
}
export interface ImportPlan {
  ok: boolean;
  counts: { create: number; update: number; skip: number; error: number };
  rows: PlanRow[];
}

export function useAdminMe() {
  return useQuery({ queryKey: ["admin", "me"], queryFn: () => call<{ email: string }>("/api/v1/admin/me"), retry: false });
}

export function useAdminDeals() {
  return useQuery({ queryKey: ["admin", "deals"], queryFn: () => call<{ deals: AdminDeal[] }>("/api/v1/admin/deals").then((b) => b.deals) });
}

export function useSaveDeal(lang: Lang) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) =>
      call<{ deal: AdminDeal }>(id ? `/api/v1/admin/deals/${id}?lang=${lang}` : `/api/v1/admin/deals?lang=${lang}`, json(id ? "PATCH" : "POST", values)).then((b) => b.deal),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useDeleteDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<null>(`/api/v1/admin/deals/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useUploadImage(lang: Lang) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.set("file", file);
      return call<{ deal: AdminDeal }>(`/api/v1/admin/deals/${id}/image?lang=${lang}`, { method: "POST", body: form });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function importSheet(file: File, lang: Lang, dryRun: boolean) {
  const form = new FormData();
  form.set("file", file);
  return call<{ plan: ImportPlan }>(`/api/v1/admin/deals/import?lang=${lang}${dryRun ? "&dry_run=1" : ""}`, { method: "POST", body: form });
}

export function useClicks(days: number) {
  return useQuery({ queryKey: ["admin", "clicks", days], queryFn: () => call<ClicksReport>(`/api/v1/admin/clicks?days=${days}`) });
}

export type AffiliateParams = Record<string, Record<string, string>>;
export function useAffiliate() {
  return useQuery({ queryKey: ["admin", "affiliate"], queryFn: () => call<{ default: AffiliateParams; overrides: AffiliateParams }>("/api/v1/admin/settings/affiliate") });
}
export function useSaveAffiliate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (overrides: AffiliateParams) => call("/api/v1/admin/settings/affiliate", json("PUT", { overrides })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAudit() {
  return useQuery({ queryKey: ["admin", "audit"], queryFn: () => call<{ entries: AuditEntry[] }>("/api/v1/admin/audit?limit=100").then((b) => b.entries) });
}

export function useAdmins() {
  return useQuery({ queryKey: ["admin", "admins"], queryFn: () => call<{ admins: { id: string; email: string }[] }>("/api/v1/admin/admins").then((b) => b.admins) });
}
export function useSetRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { email: string; role: "admin" | "user" }) => call("/api/v1/admin/admins", json("POST", v)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** An operator notice: `dryRun` answers how many users it reaches without sending (issue 14). */
export function postNotice(body: NoticeBody, dryRun: boolean) {
  return call<{ recipients: number }>(`/api/v1/admin/notices${dryRun ? "?dry_run=1" : ""}`, json("POST", body));
}
