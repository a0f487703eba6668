import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { partners, partnerDisplayName } from "~content/partners.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  AdminError,
  useAdminDeals,
  useDeleteDeal,
  useSaveDeal,
  useUploadImage,
  type AdminDeal,
} from "~/features/admin/api/admin.ts";
import type { DealInput } from "~core/requests";
import { useAdminT } from "~/features/admin/i18n.ts";
import { Field, TextField, fileClass, CategoryOptions, selectClass, textareaClass } from "./fields.tsx";
import { writeErrorToast } from "~/lib/offline";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Athens" }).format(new Date());
const yesterday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Athens" }).format(new Date(Date.now() - 86_400_000));
type Status = "all" | "live" | "expired" | "upcoming";
const statusOf = (d: AdminDeal): Exclude<Status, "all"> =>
  d.expiry_date < today() ? "expired" : d.starts_at && d.starts_at > today() ? "upcoming" : "live";

export function DealsPanel() {
  const { t, m, lang } = useAdminT();
  const deals = useAdminDeals();
  const save = useSaveDeal(lang);
  const remove = useDeleteDeal();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<Status>("all");
  const [editing, setEditing] = useState<AdminDeal | "new" | null>(null);

  const list = (deals.data ?? []).filter((d) => {
    const q = text.trim().toLocaleLowerCase("el");
    return (
      (status === "all" || statusOf(d) === status) &&
      (!q || `${d.title} ${d.partner_id ?? ""}`.toLocaleLowerCase("el").includes(q))
    );
  });

  const expire = (d: AdminDeal) =>
    save.mutate(
      { id: d.id, values: { expires_at: yesterday() } },
      { onSuccess: () => toast.success(m.deals.expiredNow), onError: (e) => writeErrorToast(e, e.message) },
    );
  const del = (d: AdminDeal) => {
    if (!window.confirm(t("deals.confirmDelete", { title: d.title }))) return;
    remove.mutate(d.id, {
      onSuccess: () => toast.success(m.deals.deleted),
      onError: (e) => writeErrorToast(e, e.message),
    });
  };

  if (editing) return <DealForm deal={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />;
  return (
    <section aria-labelledby="admin-deals-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-deals-heading" className="text-xl font-bold">
          {m.deals.heading}
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          {m.deals.create}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <Input
          type="search"
          aria-label={m.deals.filter}
          placeholder={m.deals.filterPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <select
          aria-label={m.deals.filter}
          className={selectClass}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          <option value="all">{m.deals.statusAll}</option>
          <option value="live">{m.deals.statusLive}</option>
          <option value="upcoming">{m.deals.statusUpcoming}</option>
          <option value="expired">{m.deals.statusExpired}</option>
        </select>
      </div>
      {deals.isPending ? null : list.length === 0 ? (
        <p className="text-muted-foreground">{m.deals.none}</p>
      ) : (
        <ul className="grid gap-3">
          {list.map((d) => {
            const s = statusOf(d);
            return (
              <li
                key={d.id}
                data-testid="admin-deal"
                className="flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{d.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <Badge variant={s === "live" ? "accent" : "secondary"}>
                      {s === "live"
                        ? m.deals.statusLive
                        : s === "expired"
                          ? m.deals.statusExpired
                          : m.deals.statusUpcoming}
                    </Badge>
                    {d.featured && <Badge variant="secondary">{m.deals.featured}</Badge>}
                    <span>{d.partner_id ?? "—"}</span>
                    <span>{t("deals.until", { date: d.expiry_date })}</span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(d)}
                    aria-label={`${m.deals.edit}: ${d.title}`}
                  >
                    {m.deals.edit}
                  </Button>
                  {s !== "expired" && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => expire(d)}
                      aria-label={`${m.deals.expire}: ${d.title}`}
                    >
                      {m.deals.expire}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 dark:text-red-300"
                    onClick={() => del(d)}
                    aria-label={`${m.deals.delete}: ${d.title}`}
                  >
                    {m.deals.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const TEXT_FIELDS = ["title_en", "description_en", "title_de", "description_de"] as const;

function DealForm({ deal, onDone }: { deal?: AdminDeal; onDone: () => void }) {
  const { m, lang } = useAdminT();
  const save = useSaveDeal(lang);
  const upload = useUploadImage(lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [image, setImage] = useState<File | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: string) => String(f.get(k) ?? "").trim();
    const values: DealInput = {
      title: v("title"),
      description: v("description"),
      partner: v("partner"),
      category: v("category") || null,
      url: v("url"),
      price_from: v("price_from") || null,
      price_was: v("price_was") || null,
      starts_at: v("starts_at") || null,
      expires_at: v("expires_at"),
      featured: f.get("featured") === "on",
    };
    for (const k of TEXT_FIELDS) values[k] = v(k) || null;
    save.mutate(
      { id: deal?.id, values },
      {
        onSuccess: async (saved) => {
          if (image) {
            try {
              await upload.mutateAsync({ id: saved.id, file: image });
              toast.success(m.form.imageUploaded);
            } catch (err) {
              setErrors({ image: (err as Error).message });
              return;
            }
          }
          toast.success(m.deals.saved);
          onDone();
        },
        onError: (err) =>
          setErrors(err instanceof AdminError && Object.keys(err.fields).length ? err.fields : { form: err.message }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6"
      aria-labelledby="deal-form-heading"
    >
      <h2 id="deal-form-heading" className="text-xl font-bold">
        {deal ? m.form.editTitle : m.form.newTitle}
      </h2>
      {errors.form && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      )}
      <TextField label={m.form.title} name="title" defaultValue={deal?.title} error={errors.title} required />
      <Field label={m.form.description} error={errors.description}>
        {(a) => (
          <textarea {...a} name="description" defaultValue={deal?.description} className={textareaClass} required />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.form.partner} error={errors.partner}>
          {(a) => (
            <select {...a} name="partner" defaultValue={deal?.partner_id ?? ""} className={selectClass} required>
              <option value="">{m.form.choosePartner}</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>
                  {partnerDisplayName(p)} ({p.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.form.category} error={errors.category}>
          {(a) => (
            <select {...a} name="category" defaultValue={deal?.category ?? ""} className={selectClass}>
              <option value="">{m.form.categoryDefault}</option>
              <CategoryOptions lang={lang} />
            </select>
          )}
        </Field>
      </div>
      <TextField
        label={m.form.url}
        name="url"
        type="url"
        inputMode="url"
        defaultValue={deal?.url ?? ""}
        error={errors.url}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.form.price_from}
          name="price_from"
          inputMode="decimal"
          defaultValue={deal?.price_from ?? ""}
          error={errors.price_from}
        />
        <TextField
          label={m.form.price_was}
          name="price_was"
          inputMode="decimal"
          defaultValue={deal?.price_was ?? ""}
          error={errors.price_was}
        />
        <TextField
          label={m.form.starts_at}
          name="starts_at"
          type="date"
          defaultValue={deal?.starts_at ?? ""}
          error={errors.starts_at}
        />
        <TextField
          label={m.form.expires_at}
          name="expires_at"
          type="date"
          defaultValue={deal?.expiry_date ?? ""}
          error={errors.expires_at}
          required
        />
      </div>
      {TEXT_FIELDS.map((k) =>
        k.startsWith("title") ? (
          <TextField key={k} label={m.form[k]} name={k} defaultValue={deal?.[k] ?? ""} error={errors[k]} />
        ) : (
          <Field key={k} label={m.form[k]} error={errors[k]}>
            {(a) => <textarea {...a} name={k} defaultValue={deal?.[k] ?? ""} className={textareaClass} />}
          </Field>
        ),
      )}
      <Field label={m.form.image} error={errors.image ?? errors.image_url}>
        {(a) => (
          <input
            {...a}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className={fileClass}
          />
        )}
      </Field>
      {deal?.image_url && (
        <img
          src={deal.image_url}
          alt=""
          width={320}
          height={160}
          className="aspect-[2/1] w-40 rounded-lg object-cover"
        />
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name="featured"
          defaultChecked={deal?.featured}
          className="size-6 shrink-0 accent-primary"
        />
        {m.form.featured}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {m.form.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {m.form.cancel}
        </Button>
      </div>
    </form>
  );
}
