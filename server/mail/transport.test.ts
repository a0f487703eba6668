import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer, maskEmail } from "./transport.ts";
import { renderMail } from "./templates.ts";

describe("development outbox (no SMTP_URL)", () => {
  it("writes each message as an .eml file, and never its link (a live token) in the log", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "outbox");
    const lines: string[] = [];
    const logger = pino({}, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const mailer = createMailer({ from: "Taxidaki <no-reply@taxidaki.local>", outboxDir, logger });
    const link = "http://localhost:3000/confirm?token_hash=abc.def.ghi&type=email";
    await mailer.send("maria@example.com", renderMail("confirm", "el", link), link);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: maria@example\.com$/m);
    expect(eml).toContain("Subject: =?UTF-8?"); // Greek subject, encoded
    const entry = JSON.parse(lines.find((l) => l.includes("outbox"))!);
    expect(entry.file).toContain(files[0]);
    expect(entry.to).toBe("m***@example.com");
    expect(lines.join("\n")).not.toContain("abc.def.ghi");
  });

  it("sends queued messages in the background and waits for them on flush", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "outbox");
    const mailer = createMailer({
      from: "Taxidaki <no-reply@taxidaki.local>",
      outboxDir,
      logger: pino({ level: "silent" }),
    });
    mailer.queue("nikos@example.com", renderMail("magic-link", "en", "http://x/confirm?token_hash=q&type=email"));
    await mailer.flush(5000);
    expect(readdirSync(outboxDir)).toHaveLength(1);
  });
});

describe("message templates", () => {
  it("exist in el, en and de for every kind, with the link in text and HTML", () => {
    for (const lang of ["el", "en", "de"] as const) {
      for (const kind of ["confirm", "magic-link", "already-registered"] as const) {
        const m = renderMail(kind, lang, "https://taxidaki.gr/confirm?token_hash=t&type=email");
        expect(m.subject.length).toBeGreaterThan(5);
        expect(m.text).toContain("https://taxidaki.gr/confirm?token_hash=t&type=email");
        expect(m.html).toContain('href="https://taxidaki.gr/confirm?token_hash=t&amp;type=email"');
        expect(m.html).toContain(`lang="${lang}"`);
      }
    }
    expect(renderMail("confirm", "de", "x").subject).not.toBe(renderMail("confirm", "en", "x").subject);
  });

  it("masks addresses for logs", () => {
    expect(maskEmail("maria@example.com")).toBe("m***@example.com");
  });
});
