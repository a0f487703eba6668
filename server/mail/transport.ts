// Mail over SMTP (SMTP_URL), or, without it, an outbox of .eml files (development; production
// only with MAIL_OUTBOX_IN_PRODUCTION=true). Requests never wait for a send: `queue` hands the
// message over and returns, so an answer takes as long whether or not an e-mail goes out
// (no account enumeration by timing); `flush` waits for what is queued (shutdown, tests).
// Links are never logged: they are live sign-in tokens.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Message } from "./templates.ts";

export interface Mailer {
  /** Sends now and waits for the transport. */
  send(to: string, message: Message, link?: string): Promise<void>;
  /** Sends in the background; failures are logged. */
  queue(to: string, message: Message, link?: string): void;
  /** Waits (at most `timeoutMs`) for queued messages. */
  flush(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** "maria@example.com" → "m***@example.com" (for logs). */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Adds `queue` and `flush` to a sender. */
export function withQueue(base: Pick<Mailer, "send" | "close">, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (to, message, link) => base.send(to, message, link),
    queue(to, message, link) {
      const p = base
        .send(to, message, link)
        .catch((err: unknown) =>
          logger.error({ to: maskEmail(to), subject: message.subject, err: (err as Error)?.message }, "mail not sent"),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    close: () => base.close(),
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return withQueue(
      {
        async send(to, message) {
          await transport.sendMail({ from, to, ...message });
          logger.info({ to: maskEmail(to), subject: message.subject }, "mail sent");
        },
        close: () => transport.close(),
      },
      logger,
    );
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return withQueue(
    {
      async send(to, message) {
        const info = await transport.sendMail({ from, to, ...message });
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(
          outboxDir,
          `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[<>@]/g, "")}.eml`,
        );
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        // The link is in the file, never in the log (logs are shipped and kept).
        logger.info({ to: maskEmail(to), subject: message.subject, file }, "mail written to outbox (no SMTP_URL)");
      },
      close: () => transport.close(),
    },
    logger,
  );
}
