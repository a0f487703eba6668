// The walls between the parts of the code (decision 012) are lint errors: `npm run lint` fails on
// an import that crosses one. Lints snippets as if they were files in the tree, with the
// project's own ESLint config.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
const wallErrors = (filePath: string, code: string) => ruleErrors("boundaries/dependencies", filePath, code);

describe("lint walls", () => {
  it("a feature importing another feature's internals fails", async () => {
    const errors = await wallErrors(
      "app/features/deals/components/fixture.tsx",
      `import { useFavorites } from "~/features/favorites/api/favorites";\nexport const x = useFavorites;\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"feature".*name="deals".*"feature".*name="favorites"/);
  });

  it("server code importing the client app fails, by alias or by relative path", async () => {
    const code = `import { cn } from "../app/lib/cn.ts";\nimport { api } from "~/lib/api";\nexport const x = [cn, api];\n`;
    const errors = await wallErrors("server/fixture.ts", code);
    expect(errors).toHaveLength(2);
    for (const e of errors) expect(e).toMatch(/"server" to elements of type "lib"/);
  });

  it("core importing the client or the server fails", async () => {
    const code = `import { cn } from "../app/lib/cn.ts";\nimport { loadConfig } from "../server/config.ts";\nexport const x = [cn, loadConfig];\n`;
    expect(await wallErrors("core/fixture.ts", code)).toHaveLength(2);
  });

  it("shared UI (components/) importing a feature fails", async () => {
    const code = `import { AccountNav } from "~/features/auth/components/account-nav";\nexport const x = AccountNav;\n`;
    expect(await wallErrors("app/components/layout/fixture.tsx", code)).toHaveLength(1);
  });

  it("the client may take the API's types from the server, but not its code", async () => {
    const file = "app/lib/fixture.ts";
    expect(
      await wallErrors(file, `import type { AppType } from "../../server/app.ts";\nexport type X = AppType;\n`),
    ).toEqual([]);
    expect(
      await wallErrors(file, `import { createApp } from "../../server/app.ts";\nexport const x = createApp;\n`),
    ).toHaveLength(1);
    expect(
      await wallErrors(
        "app/root.tsx",
        `import { loadConfig } from "../server/config.ts";\nexport const x = loadConfig;\n`,
      ),
    ).toHaveLength(1);
  });

  it("what the walls allow passes: own files, shared UI, lib, core, content; routes compose features", async () => {
    const feature = `import { useFavorites } from "../api/favorites.ts";\nimport { Button } from "~/components/ui/button";\nimport { cn } from "~/lib/cn";\nimport { localizedPath } from "~core/paths";\nimport { partners } from "../../../../content/partners.ts";\nexport const x = [useFavorites, Button, cn, localizedPath, partners];\n`;
    expect(await wallErrors("app/features/favorites/components/fixture.tsx", feature)).toEqual([]);
    const route = `import { FavoritesList } from "~/features/favorites/components/favorites-list";\nimport { NotificationsList } from "~/features/notifications/components/notifications-list";\nexport const x = [FavoritesList, NotificationsList];\n`;
    expect(await wallErrors("app/routes/fixture.tsx", route)).toEqual([]);
    expect(
      await wallErrors(
        "server/fixture.ts",
        `import { localizedPath } from "../core/paths.ts";\nimport { partners } from "../content/partners.ts";\nexport const x = [localizedPath, partners];\n`,
      ),
    ).toEqual([]);
  });

  it("the code never imports scripts/, bench/ or tests/; those may import the code; a test may run the script it tests", async () => {
    const script = `import { precompress } from "../scripts/precompress.ts";\nexport const x = precompress;\n`;
    expect(await wallErrors("server/fixture.ts", script)).toHaveLength(1);
    expect(
      await wallErrors(
        "core/fixture.ts",
        `import { x } from "../bench/search.ts";\nimport { y } from "../tests/fixtures/make-fixtures.ts";\nexport const z = [x, y];\n`,
      ),
    ).toHaveLength(2);
    expect(
      await wallErrors("app/lib/fixture.ts", `import { x } from "../../scripts/admin.ts";\nexport const y = x;\n`),
    ).toHaveLength(1);
    expect(await wallErrors("server/fixture.test.ts", script)).toEqual([]);
    const tool = `import { loadConfig } from "../server/config.ts";\nimport { localizedPath } from "../core/paths.ts";\nexport const x = [loadConfig, localizedPath];\n`;
    for (const file of ["scripts/fixture.ts", "bench/fixture.ts"])
      expect(await wallErrors(file, tool), file).toEqual([]);
    expect(
      await wallErrors(
        "tests/e2e/fixture.test.ts",
        `import { localizedPath } from "../../core/paths.ts";\nexport const x = localizedPath;\n`,
      ),
    ).toEqual([]);
  });
});

describe("lint: no import cycles", () => {
  it("a module importing one that imports it back fails", async () => {
    // clicks-panel.tsx imports admin-loading.tsx: admin-loading importing clicks-panel closes a cycle.
    const file = "app/features/admin/components/admin-loading.tsx";
    expect(
      await ruleErrors(
        "import-x/no-cycle",
        file,
        `import ClicksPanel from "./clicks-panel.tsx";\nexport const x = ClicksPanel;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await ruleErrors("import-x/no-cycle", file, `import { cn } from "~/lib/cn";\nexport const x = cn;\n`),
    ).toEqual([]);
  });
});
