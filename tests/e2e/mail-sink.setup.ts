// Playwright globalSetup: the one test mail sink (server/test/smtp-sink.ts) on a fixed local port
// (E2E_SMTP_PORT, chosen in playwright.config.ts) that the server under test sends its mail to.
// Each message is written (atomically) to E2E_MAIL_DIR/<recipient>/<n>.json, so tests in any worker can wait
// for their own recipient's mail.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../server/test/smtp-sink.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR must be set (playwright.config.ts)");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sink = await startSmtpSink({
    port,
    onMail: ({ to, subject, text, link }) => {
      const box = path.join(dir, to);
      mkdirSync(box, { recursive: true });
      const n = readdirSync(box).filter((f) => f.endsWith(".json")).length + 1;
      // Written whole under another name, then renamed: a test reading the box never sees half a file.
      const file = path.join(box, `${n}.json`);
      writeFileSync(`${file}.part`, JSON.stringify({ to, subject, text, link }));
      renameSync(`${file}.part`, file);
    },
  });
  return () => sink.close();
}
