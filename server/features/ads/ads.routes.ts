import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";

export async function adsRoutes(_app: FastifyInstance, _options: { db: Db }) {}
