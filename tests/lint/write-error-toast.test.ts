// An offline write shows one toast (issue 37, decision 047): a mutation's own error toast goes
// through writeErrorToast, which skips writes refused offline. The lint rule keeps it so.
import { ESLint } from "eslint";
import { expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: "app/features/deals/components/fixture.tsx" });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

it("a toast.error in a mutation's onError fails lint; writeErrorToast passes", async () => {
  const header = `import { toast } from "sonner";\nimport { writeErrorToast } from "~/lib/offline";\ndeclare const save: { mutate: (v: number, o: object) => void };\n`;
  expect(await restricted(`${header}save.mutate(1, { onError: () => toast.error("Could not save") });\n`)).toEqual([
    expect.stringMatching(/writeErrorToast/),
  ]);
  expect(
    await restricted(`${header}save.mutate(1, { onError: (e: unknown) => { toast.error("Could not save"); } });\n`),
  ).toHaveLength(1);
  expect(
    await restricted(
      `${header}save.mutate(1, { onError: (e: unknown) => writeErrorToast(e, "Could not save") });\ntoast.error("elsewhere");\n`,
    ),
  ).toEqual([]);
});
