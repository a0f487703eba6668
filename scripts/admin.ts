// The only way to make the first admin (later admins can also be made in the console).
//   npm run admin -- grant EMAIL
//   npm run admin -- revoke EMAIL
//   npm run admin -- list
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
import { cliActor } from "../server/admin/audit.ts";
import { openCliDatabase, runCli } from "../server/admin/cli.ts";
import { listAdmins, setRole } from "../server/admin/roles.ts";
import { ApiError } from "../server/http/errors.ts";

const USAGE = "usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

async function main(argv: string[]): Promise<number> {
  const [cmd, email] = argv;
  if (cmd === "-h" || cmd === "--help") {
    console.log(USAGE);
    return 0;
  }
  if (!(cmd === "list" || ((cmd === "grant" || cmd === "revoke") && email && email.includes("@")))) {
    console.error(USAGE);
    return 2;
  }
  const cli = await openCliDatabase();
  try {
    if (cmd === "list") {
      const admins = await listAdmins(cli.database.db);
      console.log(admins.length ? admins.map((a) => a.email).join("\n") : "(no admins)");
      return 0;
    }
    const r = await setRole(cli.database.db, email!, cmd === "grant" ? "admin" : "user", cliActor());
    console.log(`${r.email}: ${r.role}${r.changed ? "" : " (unchanged)"}`);
    return 0;
  } catch (e) {
    if (e instanceof ApiError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await cli.close();
  }
}

runCli(main);
