import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The client's layer rules (eslint/client-boundaries.js) each shown to fail on a deliberate
// violation, and to pass the import that is allowed, by linting fixture text at real-looking
// paths inside client/src (only the fixture text is linted; imported files are read from disk).

const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
});

/** The messages of the boundary and cycle rules for this text at this path. */
async function boundaryMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => ["import-x/no-restricted-paths", "local/no-cycle", "import-x/no-cycle"].includes(message.ruleId ?? ""));
}

const texts = async (filePath: string, code: string) => (await boundaryMessages(filePath, code)).map((message) => message.message);

describe("client layers", () => {
  it("keeps features side by side: a feature imports no other feature", async () => {
    expect(await texts("client/src/features/questions/components/fixture.tsx", 'export { ReportDialog } from "@/features/reports/components/report-dialog";\n')).toEqual([
      expect.stringContaining("Client features import no other feature"),
    ]);
    expect(await texts("client/src/features/questions/components/fixture.tsx", 'export { useFollowUser } from "../../users/api/follow-user";\n')).toEqual([
      expect.stringContaining("Client features import no other feature"),
    ]);
  });

  it("keeps components, hooks, lib and i18n free of features, pages and app", async () => {
    for (const layer of ["components", "hooks", "lib", "i18n"]) {
      const feature = await texts(`client/src/${layer}/fixture.tsx`, 'export { ReportDialog } from "@/features/reports/components/report-dialog";\n');
      expect(feature, layer).toEqual([expect.stringContaining("stand below the features")]);
    }
    expect(await texts("client/src/components/fixture.tsx", 'export { default } from "@/pages/home";\n')).toEqual([expect.stringContaining("stand below the features")]);
    expect(await texts("client/src/lib/fixture.ts", 'export { pages } from "@/app/pages";\n')).toEqual([expect.stringContaining("stand below the features")]);
  });

  it("keeps features free of pages and app", async () => {
    expect(await texts("client/src/features/admin/api/fixture.ts", 'export { default } from "@/pages/admin";\n')).toEqual([expect.stringContaining("Features import no page")]);
    expect(await texts("client/src/features/admin/api/fixture.ts", 'export { pages } from "@/app/pages";\n')).toEqual([expect.stringContaining("Features import no page")]);
  });

  it("lets a feature use its own files and the layers below, and pages and app compose features", async () => {
    const feature = 'export { useVote } from "../api/vote";\nexport { useUser } from "@/hooks/use-user";\nexport { Dot } from "@/components/dot";\nexport { uploadFile } from "@/lib/api";\n';
    expect(await boundaryMessages("client/src/features/questions/components/fixture.tsx", feature)).toEqual([]);
    const page = 'export { QuestionCard } from "@/features/questions/components/question-card";\nexport { FollowAuthorButton } from "@/features/users/components/follow-author-button";\n';
    expect(await boundaryMessages("client/src/pages/fixture.tsx", page)).toEqual([]);
    expect(await boundaryMessages("client/src/app/fixture.tsx", page)).toEqual([]);
  });

  it("keeps the floors in order: lib below hooks below components, layouts and pages below app", async () => {
    expect(await texts("client/src/lib/fixture.ts", 'export { useUser } from "@/hooks/use-user";\n')).toEqual([expect.stringContaining("ground floor")]);
    expect(await texts("client/src/hooks/fixture.ts", 'export { Button } from "@/components/ui/button";\n')).toEqual([expect.stringContaining("a hook imports no component")]);
    expect(await texts("client/src/pages/fixture.tsx", 'export { pages } from "@/app/pages";\n')).toEqual([expect.stringContaining("a page imports no file of app/")]);
    expect(await texts("client/src/layouts/fixture.tsx", 'export { default } from "@/pages/home";\n')).toEqual([expect.stringContaining("Layouts frame the pages")]);
    expect(await texts("client/src/pages/fixture.tsx", 'export { AppShell } from "@/layouts/app-shell";\n')).toEqual([]);
  });

  it("finds an import cycle on the client, a type-only one too", async () => {
    // components/join-prompt.tsx imports components/ui/button.tsx: importing it back closes a circle.
    const cycle = await boundaryMessages("client/src/components/ui/button.tsx", 'import type { JoinPrompt } from "@/components/join-prompt";\nexport type Fixture = typeof JoinPrompt;\n');
    expect(cycle.length).toBe(1);
    expect(cycle[0]!.ruleId).toMatch(/no-cycle$/);
  });
});
