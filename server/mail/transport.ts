// Mail over SMTP (SMTP_URL), or, in development without it, an outbox of .eml files.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Message } from "./templates.ts";

export interface Mailer {
  send(to: string, message: Message, link?: string): Promise<void>;
  close(): void;
}

/** "maria@example.com" → "m***@example.com" (for logs). */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(to, message) {
        await transport.sendMail({ from, to, ...message });
        logger.info({ to: maskEmail(to), subject: message.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(to, message, link) {
      const info = await transport.sendMail({ from, to, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[<>@]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      // Development outbox: the link is printed so a newcomer can confirm without a mail server.
      logger.info({ to: maskEmail(to), subject: message.subject, file, link }, "mail written to outbox (no SMTP_URL)");
    },
    close: () => transport.close(),
  };
}
