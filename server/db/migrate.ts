// `node server/db/migrate.ts`: applies the pending migrations to the database the server would use
// (DATABASE_URL, or the embedded one in DATA_DIR) and exits 0: the Kubernetes init container
// (deploy/kubernetes/deployment.yaml). On PostgreSQL, run beside other instances, it waits while
// one of them migrates (the advisory lock in client.ts) and then finds nothing left to do.
import { openCliDatabase, runCli } from "../admin/cli.ts";

runCli(async () => {
  const started = Date.now();
  const { database, close } = await openCliDatabase();
  await close();
  console.log(`Taxidaki: migrations applied (${database.kind}) in ${Date.now() - started} ms`);
  return 0;
});
