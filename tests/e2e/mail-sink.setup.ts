// Playwright globalSetup: a real SMTP server on a fixed local port (E2E_SMTP_PORT, chosen in
// playwright.config.ts) that the server under test sends its mail to. Each message is written to
// E2E_MAIL_DIR/<recipient>/<n>.json, so tests in any worker can wait for their own recipient's mail.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR must be set (playwright.config.ts)");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (d: Buffer) => chunks.push(d));
      stream.on("end", () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((parsed) => {
          const text = parsed.text ?? "";
          const link = /https?:\/\/\S+\/confirm\?token_hash=[^\s"<]+/.exec(text)?.[0];
          for (const r of session.envelope.rcptTo) {
            const box = path.join(dir, r.address.toLowerCase());
            mkdirSync(box, { recursive: true });
            const n = readdirSync(box).length + 1;
            writeFileSync(path.join(box, `${n}.json`), JSON.stringify({ to: r.address, subject: parsed.subject ?? "", text, link }));
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
