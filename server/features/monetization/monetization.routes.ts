import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";

export async function monetizationRoutes(_app: FastifyInstance, _options: { db: Db }) {}
