import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The server's layer rules (eslint/server-boundaries.js) each shown to fail on a deliberate
// violation, and to pass the import that is allowed, by linting fixture text at real paths.

const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the boundary rules for this text at this path. */
async function boundaryMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths" || message.ruleId === "local/no-cycle");
}

describe("server layers", () => {
  it("keeps features side by side: no file of one feature imports another feature, not even its index", async () => {
    const internal = await boundaryMessages("server/features/answers/fixture.ts", 'export { listAdminUsers } from "../admin/admin.queries";\n');
    expect(internal.map((message) => message.message)).toEqual([expect.stringContaining("Features stand side by side")]);
    const publicFace = await boundaryMessages("server/features/answers/fixture.ts", 'export { adminRoutes } from "../admin";\n');
    expect(publicFace.map((message) => message.message)).toEqual([expect.stringContaining("Features stand side by side")]);
  });

  it("lets the app import a feature only through its index.ts", async () => {
    expect(await boundaryMessages("server/app.ts", 'export { adminRoutes } from "./features/admin/admin.routes";\n')).toEqual([
      expect.objectContaining({ message: expect.stringContaining("public face is its index.ts") }),
    ]);
    expect(await boundaryMessages("server/app.ts", 'export { adminRoutes } from "./features/admin";\n')).toEqual([]);
  });

  it("keeps every layer below the features free of features and of the app", async () => {
    for (const layer of ["lib", "policy", "content", "accounts", "services", "mail", "db", "plugins", "cache", "jobs", "i18n"]) {
      const messages = await boundaryMessages(`server/${layer}/fixture.ts`, 'export { adminRoutes } from "../features/admin";\n');
      expect(messages.map((message) => message.message).join("\n"), layer).toContain("Layers below the features import no feature");
    }
    const app = await boundaryMessages("server/content/fixture.ts", 'export { buildApp } from "../app";\n');
    expect(app.map((message) => message.message)).toEqual([expect.stringContaining("nor the app that assembles them")]);
  });

  it("keeps the lower layers in their order: none imports one above it", async () => {
    const up = await boundaryMessages("server/accounts/fixture.ts", 'export { recordAudit } from "../services/audit";\n');
    expect(up.map((message) => message.message)).toEqual([expect.stringContaining("server/accounts/ stands below")]);
    const down = await boundaryMessages("server/services/fixture.ts", 'export { findUserByEmail } from "../accounts/members";\n');
    expect(down).toEqual([]);
  });

  it("lets features use the layers below them", async () => {
    const code = 'export { recordAudit } from "../../services/audit";\nexport { isStaff } from "../../policy/staff";\nexport { roleCan } from "@shared/permissions";\n';
    expect(await boundaryMessages("server/features/answers/fixture.ts", code)).toEqual([]);
  });

  it("keeps shared/ free of server and client code", async () => {
    const messages = await boundaryMessages("shared/fixture.ts", 'export { isStaff } from "../server/policy/staff";\n');
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining("imports neither")]);
  });

  it("counts a cycle closed only by `import type` as a cycle", async () => {
    // lib/stream-groups.ts imports lib/viewer.ts; viewer importing a type of stream-groups closes a circle.
    const viewer = "server/lib/viewer.ts";
    const text = readFileSync(path.join(root, viewer), "utf8");
    expect(await boundaryMessages(viewer, text)).toEqual([]);
    const messages = await boundaryMessages(viewer, `import type * as groups from "./stream-groups";\nexport type Groups = typeof groups;\n${text}`);
    expect(messages).toEqual([expect.objectContaining({ ruleId: "local/no-cycle", message: expect.stringContaining("server/lib/stream-groups.ts") })]);
  });
});
