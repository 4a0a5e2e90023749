import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";

export async function languagesRoutes(_app: FastifyInstance, _options: { db: Db }) {}
