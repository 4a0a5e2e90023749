import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "../plugins/errors";
import { registerRouteTable, routeTable } from "../plugins/route-table";
import { createTestContext, describeApi, type TestContext } from "../test/app";

/** A success reply: any 2xx or 3xx key, exact (200) or a range (2xx). */
const SUCCESS = /^[23](\d\d|xx)$/;

/** "METHOD /url" of each route (HEAD twins aside) whose schema names no success reply. */
function undeclaredRoutes(routes: readonly RouteOptions[]): string[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .filter(() => !Object.keys((route.schema?.response as object | undefined) ?? {}).some((key) => SUCCESS.test(key)))
      .map((method) => `${method} ${route.url}`),
  );
}

describeApi("every route declares its response", () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    // With a built client the static files and the "/" page are routes too.
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-routes-"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Ponder</title>");
    ctx = await createTestContext({}, { clientDir });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("finds a success response schema on every route of the app", () => {
    const routes = routeTable(ctx.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(undeclaredRoutes(routes)).toEqual([]);
  });

  it("gives every route the one error body", () => {
    for (const route of routeTable(ctx.app)) {
      const response = route.schema?.response as Record<string, unknown>;
      expect(Object.keys(response), `${String(route.method)} ${route.url}`).toEqual(expect.arrayContaining(["4xx", "5xx"]));
    }
  });

  it("keeps the error body whole through the error schema (field included)", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "not-an-email" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_error", message: expect.any(String), field: expect.any(String) });
    const missing = await ctx.app.inject({ method: "GET", url: "/api/questions/2147483000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "not_found", message: "Question not found" });
  });
});

describeApi("the route-table check", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerRouteTable(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get("/declared", { schema: { response: { 200: z.object({ shown: z.string() }) } } }, async () =>
      ({ shown: "yes", secret: "no" }) as { shown: string },
    );
    r.get("/undeclared", async () => ({ secret: "no" }));
    r.get("/broken", { schema: { response: { 200: z.object({ shown: z.string() }) } } }, async () => ({ shown: 1 }) as never);
    await app.ready();
  });
  afterAll(() => app.close());

  it("lists a route that declares no response", () => {
    expect(undeclaredRoutes(routeTable(app))).toEqual(["GET /undeclared"]);
  });

  it("sends only what the schema declares", async () => {
    const response = await app.inject({ method: "GET", url: "/declared" });
    expect(response.json()).toEqual({ shown: "yes" });
  });

  it("answers a reply that breaks its schema with the error body, not the data", async () => {
    const response = await app.inject({ method: "GET", url: "/broken" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "internal_error", message: "Internal Server Error" });
  });
});
