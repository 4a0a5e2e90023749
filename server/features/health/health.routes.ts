import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Liveness plus a database round trip; also the benchmark's baseline endpoint. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api/health", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });
}
