import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import { apiErrorBodySchema } from "@shared/responses";

const tables = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Status keys every route answers with the one error body (plugins/errors.ts). */
const ERROR_RESPONSES = { "4xx": apiErrorBodySchema, "5xx": apiErrorBodySchema };

/**
 * Keeps the route table as Fastify was given it (method, url, schema, config), so tests can
 * walk every route, and gives every route the one error body for its 4xx and 5xx replies
 * (a route may still declare its own). Register before any route.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  tables.set(app, routes);
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, response: { ...ERROR_RESPONSES, ...(route.schema?.response as object | undefined) } };
    routes.push(route);
  });
}

/** Every route added to the app since registerRouteTable, HEAD twins included. */
export function routeTable(app: FastifyInstance): readonly RouteOptions[] {
  const routes = tables.get(app);
  if (!routes) throw new Error("registerRouteTable was not called on this app");
  return routes;
}

/**
 * The declaration of a reply that is not JSON (a page, a file, an event stream, a download):
 * its media type, under Fastify's `content` form. Fastify never runs a serializer on strings
 * with their own content type, buffers or streams, so the schema only documents the body.
 */
export function rawResponse(mediaTypes: string | string[], description: string) {
  return { description, content: Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema: z.unknown() }])) };
}
