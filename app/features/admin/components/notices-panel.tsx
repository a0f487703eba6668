import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { CategoryId } from "~content/types.ts";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { AdminError, postNotice } from "~/features/admin/api/admin.ts";
import { useAdminT } from "~/features/admin/i18n.ts";
import {
  emptyNotice,
  NOTICE_LANGS,
  NOTICE_TYPES,
  noticeAsSeen,
  noticeBody,
  noticeFieldErrors,
  type NoticeField,
  type NoticeForm,
} from "~/features/admin/notice-form.ts";
import { Field, CategoryOptions, selectClass, TextField, textareaClass } from "./fields.tsx";

type Stage =
  | { step: "edit" }
  | { step: "previewed"; recipients: number }
  | { step: "confirm"; recipients: number }
  | { step: "sent"; recipients: number };

const errorText = "text-sm text-red-700 dark:text-red-300";
const radioClass = "size-5 accent-primary focus-visible:outline-3 focus-visible:outline-ring";

/** An operator notice: compose (el required, en/de optional) → preview "reaches N users" → confirm → sent. */
export function NoticesPanel() {
  const { t, m: all, lang } = useAdminT();
  const m = all.notices;
  const qc = useQueryClient();
  const [form, setForm] = useState<NoticeForm>(emptyNotice);
  const [stage, setStage] = useState<Stage>({ step: "edit" });
  const [errors, setErrors] = useState<Partial<Record<NoticeField, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const typeErrId = useId();
  const audienceErrId = useId();

  // Focus follows the outcome: the first field with an error, the form's error, or the result.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? summaryRef.current)?.focus();
  }, [errors]);
  useEffect(() => {
    if (stage.step !== "edit") resultRef.current?.focus();
  }, [stage]);

  /** Any change makes the previewed count stale: back to editing. */
  const change = (next: (f: NoticeForm) => NoticeForm) => {
    setForm(next);
    setStage({ step: "edit" });
  };

  const call = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const { recipients } = await postNotice(noticeBody(form), dryRun);
      setErrors({});
      setStage({ step: dryRun ? "previewed" : "sent", recipients });
      if (!dryRun) await qc.invalidateQueries({ queryKey: ["admin", "audit"] });
    } catch (e) {
      setStage({ step: "edit" });
      const fields = e instanceof AdminError ? noticeFieldErrors(e.fields, m) : {};
      if (Object.keys(fields).length === 0)
        fields.form = t("notices.failed", { message: e instanceof Error ? e.message : String(e) });
      else if (!fields.form) fields.form = m.invalid;
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  };
  const preview = (e: FormEvent) => {
    e.preventDefault();
    void call(true);
  };
  const reset = () => {
    setForm(emptyNotice());
    setErrors({});
    setStage({ step: "edit" });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input")?.focus());
  };
  const sent = stage.step === "sent";

  return (
    <section aria-labelledby="admin-notices-heading" className="grid max-w-3xl gap-4">
      <h2 id="admin-notices-heading" className="text-xl font-bold">
        {m.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{m.hint}</p>
      <form ref={formRef} onSubmit={preview} noValidate className="grid gap-5">
        <fieldset className="grid gap-2" aria-describedby={errors.type ? typeErrId : undefined} disabled={sent}>
          <legend className="mb-1 text-sm font-semibold">{m.type}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {NOTICE_TYPES.map((t) => (
              <label key={t} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="notice-type"
                  value={t}
                  checked={form.type === t}
                  onChange={() => change((f) => ({ ...f, type: t }))}
                  aria-invalid={errors.type ? true : undefined}
                  className={radioClass}
                />
                {m.types[t]}
              </label>
            ))}
          </div>
          {errors.type && (
            <p id={typeErrId} className={errorText}>
              {errors.type}
            </p>
          )}
        </fieldset>

        {NOTICE_LANGS.map((l) => (
          <fieldset key={l} className="grid gap-3 rounded-2xl border p-3 sm:p-4" disabled={sent}>
            <legend className="px-1 text-sm font-semibold">{m.langs[l]}</legend>
            <TextField
              label={m.title}
              lang={l}
              value={form.title[l]}
              onChange={(e) => {
                const v = e.target.value;
                change((f) => ({ ...f, title: { ...f.title, [l]: v } }));
              }}
              required={l === "el"}
              maxLength={120}
              error={errors[`title.${l}`]}
            />
            <Field label={m.message} error={errors[`message.${l}`]}>
              {(a) => (
                <textarea
                  {...a}
                  lang={l}
                  value={form.message[l]}
                  onChange={(e) => {
                    const v = e.target.value;
                    change((f) => ({ ...f, message: { ...f.message, [l]: v } }));
                  }}
                  required={l === "el"}
                  maxLength={1000}
                  className={textareaClass}
                />
              )}
            </Field>
          </fieldset>
        ))}

        <fieldset className="grid gap-2" aria-describedby={errors.audience ? audienceErrId : undefined} disabled={sent}>
          <legend className="mb-1 text-sm font-semibold">{m.audience}</legend>
          {(["all", "category"] as const).map((a) => (
            <label key={a} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="notice-audience"
                value={a}
                checked={form.audience === a}
                onChange={() => change((f) => ({ ...f, audience: a }))}
                className={radioClass}
              />
              {a === "all" ? m.all : m.category}
            </label>
          ))}
          {form.audience === "category" && (
            <div className="ps-7">
              <Field label={m.chooseCategory} error={errors.audience}>
                {(a) => (
                  <select
                    {...a}
                    value={form.category}
                    onChange={(e) => {
                      const v = e.target.value as CategoryId | "";
                      change((f) => ({ ...f, category: v }));
                    }}
                    className={selectClass}
                  >
                    <option value="">—</option>
                    <CategoryOptions lang={lang} />
                  </select>
                )}
              </Field>
            </div>
          )}
          {errors.audience && form.audience !== "category" && (
            <p id={audienceErrId} className={errorText}>
              {errors.audience}
            </p>
          )}
        </fieldset>

        {errors.form && (
          <p
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className={cn(errorText, "font-semibold focus-visible:outline-3 focus-visible:outline-ring")}
          >
            {errors.form}
          </p>
        )}
        {!sent && (
          <div>
            <Button type="submit" variant={stage.step === "edit" ? "default" : "outline"} disabled={busy}>
              {m.preview}
            </Button>
          </div>
        )}
      </form>

      {stage.step !== "edit" && (
        <div
          ref={resultRef}
          tabIndex={-1}
          className="grid gap-3 rounded-2xl border bg-card p-4 focus-visible:outline-3 focus-visible:outline-ring"
          aria-live="polite"
        >
          {stage.step === "previewed" && (
            <>
              <p className="font-semibold">{t("notices.reaches", { count: stage.recipients })}</p>
              <NoticeAsSeen form={form} />
              {stage.recipients === 0 ? (
                <p className="text-sm text-muted-foreground">{m.nobody}</p>
              ) : (
                <div>
                  <Button type="button" onClick={() => setStage({ step: "confirm", recipients: stage.recipients })}>
                    {m.send}
                  </Button>
                </div>
              )}
            </>
          )}
          {stage.step === "confirm" && (
            <>
              <p className="font-semibold">{t("notices.confirm", { count: stage.recipients })}</p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={() => void call(false)} disabled={busy}>
                  {m.confirmSend}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setStage({ step: "previewed", recipients: stage.recipients })}
                  disabled={busy}
                >
                  {m.cancel}
                </Button>
              </div>
            </>
          )}
          {stage.step === "sent" && (
            <>
              <p className="font-semibold text-green-800 dark:text-green-200">
                {t("notices.sent", { count: stage.recipients })}
              </p>
              <div>
                <Button type="button" variant="outline" onClick={reset}>
                  {m.another}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

const typeTone: Record<NoticeForm["type"], string> = {
  info: "border-s-primary",
  success: "border-s-green-700 dark:border-s-green-400",
  warning: "border-s-amber-600 dark:border-s-amber-400",
};

/** The notice in each language, as its readers will find it among their notifications. */
function NoticeAsSeen({ form }: { form: NoticeForm }) {
  const { m: all } = useAdminT();
  const m = all.notices;
  const body = noticeBody(form);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">{m.asSeen}</p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {NOTICE_LANGS.map((l) => {
          const seen = noticeAsSeen(body, l);
          const shownIn = (greek: boolean) => (greek ? "el" : l);
          return (
            <li
              key={l}
              className={cn(
                "grid content-start gap-1 rounded-xl border border-s-4 bg-background p-3",
                typeTone[form.type],
              )}
            >
              <p className="text-xs font-semibold text-muted-foreground">
                {m.readers[l]} · {m.types[form.type]}
              </p>
              <p lang={shownIn(seen.greekTitle)} className="font-semibold break-words">
                {seen.title}
              </p>
              <p lang={shownIn(seen.greekMessage)} className="text-sm break-words whitespace-pre-line">
                {seen.message}
              </p>
              {(seen.greekTitle || seen.greekMessage) && <p className="text-xs text-muted-foreground">{m.inGreek}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
