// npm run deals:import prints its whole preview when stdout is a pipe (issue 37): it exited as
// soon as it had written, and a pipe took the first 64 KB, the rest was lost.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..", "..");
const ROWS = 1500;
const title = (i: number) => `Προσφορά ${String(i).padStart(4, "0")} ${"με θέα στη θάλασσα ".repeat(6).trim()}`;

describe("npm run deals:import -- FILE --dry-run | …", () => {
  it(
    `prints all ${ROWS} rows of the preview and its total through a pipe (hundreds of kB)`,
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-cli-pipe-"));
      const file = path.join(dir, "many.csv");
      const rows = Array.from(
        { length: ROWS },
        (_, i) => `${title(i)},2099-12-31,,Περιγραφή,booking,https://www.booking.com/pipe-${i}`,
      );
      writeFileSync(file, `title,expiryDate,imageUrl,description,partner,url\n${rows.join("\n")}\n`);
      const env = { ...process.env, ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dir }) };
      // A reader that takes its time, as `| less` or a slow ssh link would.
      const child = spawn("npx", ["tsx", "scripts/deals-import.ts", file, "--dry-run", "--lang", "en"], {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const out: Buffer[] = [];
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      child.stdout.pause();
      const reading = new Promise<void>((resolve) => {
        const slowly = () => {
          const chunk = child.stdout.read() as Buffer | null;
          if (chunk) out.push(chunk);
          if (child.stdout.readableEnded) return resolve();
          setTimeout(slowly, 5);
        };
        child.stdout.once("end", resolve);
        slowly();
      });
      const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
      await reading;
      const text = Buffer.concat(out).toString("utf8");
      expect(err).toBe("");
      expect(code).toBe(0);
      expect(Buffer.byteLength(text)).toBeGreaterThan(4 * 64 * 1024);
      const lines = text.trim().split("\n");
      expect(lines.filter((l) => l.startsWith("Row ")).length).toBe(ROWS);
      expect(lines).toContain(`Row ${String(ROWS + 1).padStart(4)}  create     ${title(ROWS - 1)}`);
      expect(lines.slice(-2)).toEqual([
        `Total: ${ROWS} create, 0 update, 0 unchanged, 0 error`,
        "Dry run: nothing was written.",
      ]);
    },
  );

  it("exits with its code after a failure's message, also through a pipe", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-cli-pipe-"));
    const run = await promisify(execFile)("npx", ["tsx", "scripts/deals-import.ts", path.join(dir, "missing.csv")], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(run).toMatchObject({ code: 2 });
    expect((run as { stderr: string }).stderr).toMatch(/missing\.csv: ENOENT/);
  });
});
