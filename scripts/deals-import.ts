// Deals from a spreadsheet, from the command line: the same reader, rules and preview as the console.
//   npm run deals:import -- FILE [--dry-run] [--lang el|en|de]
// Exit code 0 on success, 1 when the file or a row has errors (nothing is written then), 2 on bad usage.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LANGS, type Lang } from "../content/types.ts";
import { cliActor } from "../server/admin/audit.ts";
import { openCliDatabase, runCli } from "../server/admin/cli.ts";
import { applyImport, FileProblem, MAX_FILE_BYTES, planImport, readSheet } from "../server/deals/import.ts";
import { imageStoreFor } from "../server/deals/images.ts";
import { message } from "../server/deals/messages.ts";
import { formatPlan } from "../server/deals/preview.ts";

const USAGE = "usage: npm run deals:import -- FILE [--dry-run] [--lang el|en|de]";

async function main(argv: string[]): Promise<number> {
  let lang: Lang = "el";
  let dryRun = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--dry-run") dryRun = true;
    else if (a === "--lang" || a.startsWith("--lang=")) {
      const v = a === "--lang" ? argv[++i] : a.slice(7);
      if (!v || !(LANGS as readonly string[]).includes(v)) {
        console.error(USAGE);
        return 2;
      }
      lang = v as Lang;
    } else if (a === "-h" || a === "--help") {
      console.log(USAGE);
      return 0;
    } else files.push(a);
  }
  if (files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0]!;
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (e) {
    console.error(`${file}: ${(e as Error).message}`);
    return 2;
  }
  let sheet;
  try {
    if (buf.length > MAX_FILE_BYTES)
      throw new FileProblem({ code: "file_too_large", params: { max: MAX_FILE_BYTES / 1024 / 1024 } });
    sheet = await readSheet(buf);
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    console.error(`${path.basename(file)}: ${message(e.problem, lang)}`);
    return 1;
  }
  const cli = await openCliDatabase();
  try {
    const opts = {
      lang,
      fetchHosts: cli.config.imageFetchHosts,
      images: imageStoreFor(cli.config),
      file: path.basename(file),
    };
    const plan = dryRun
      ? await planImport(cli.database.db, sheet, opts)
      : await applyImport(cli.database.db, sheet, cliActor(), opts);
    console.log(formatPlan(plan, lang));
    if (!plan.ok) {
      console.error(
        {
          el: "Δεν γράφτηκε τίποτα: διόρθωσε τα λάθη και ξαναδοκίμασε.",
          en: "Nothing was written: fix the errors and try again.",
          de: "Nichts wurde geschrieben: behebe die Fehler und versuche es erneut.",
        }[lang],
      );
      return 1;
    }
    if (dryRun)
      console.log(
        {
          el: "Δοκιμή: δεν γράφτηκε τίποτα.",
          en: "Dry run: nothing was written.",
          de: "Probelauf: nichts wurde geschrieben.",
        }[lang],
      );
    return 0;
  } finally {
    await cli.close();
  }
}

runCli(main);
