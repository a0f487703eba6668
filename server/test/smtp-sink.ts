// A real SMTP server on a local port that keeps what it receives, parsed. The one test mail sink:
// the server tests read `mails`, the browser tests (tests/e2e/mail-sink.setup.ts) get each
// message through `onMail` and write it where every worker can read it.
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name. */
  headers: Record<string, string>;
  /** The first link to the site's /confirm page, if any. */
  link?: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a message to `to` (and matching `pred`), up to `timeoutMs`. */
  waitFor(to: string, pred?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Waits until `count` messages to `to` have arrived, then returns them all. */
  waitForCount(to: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages received for `to` so far. */
  for(to: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * `delayMs`: how long the server takes to accept each message (a slow mail provider); `port`: a
 * fixed port instead of a free one; `onMail`: called for each message as it is kept.
 */
export async function startSmtpSink(
  opts: { delayMs?: number; port?: number; onMail?: (m: ReceivedMail) => void } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (d: Buffer) => chunks.push(d));
      stream.on("end", async () => {
        let parsed;
        try {
          parsed = await PostalMime.parse(Buffer.concat(chunks));
        } catch (e) {
          callback(e as Error);
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const text = parsed.text ?? "";
        const link = /https?:\/\/\S+\/confirm\?token_hash=[^\s"<]+/.exec(text)?.[0];
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const headers = Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value]));
        for (const addr of to) {
          const mail: ReceivedMail = {
            to: addr,
            subject: parsed.subject ?? "",
            text,
            html: parsed.html ?? "",
            headers,
            link,
          };
          mails.push(mail);
          opts.onMail?.(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.server.address() as AddressInfo).port;
  const forAddr = (to: string) => mails.filter((m) => m.to === to.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    for: forAddr,
    async waitFor(to, pred = () => true, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const m = forAddr(to).find(pred);
        if (m) return m;
        if (Date.now() > end) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async waitForCount(to, count, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (forAddr(to).length < count) {
        if (Date.now() > end)
          throw new Error(`${forAddr(to).length} of ${count} mails for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return forAddr(to);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
