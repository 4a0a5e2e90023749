import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_IDS, type ApiErrorBody } from "@shared/errors";
import { AppError } from "../errors";
import { isConnectionError } from "../db/errors";

/** Seconds a client is asked to wait when the database is away; pg.Pool reconnects by itself meanwhile. */
const UNAVAILABLE_RETRY_SECONDS = 5;
/** What a request gets while the database is away. */
export const UNAVAILABLE_MESSAGE = "Ponder's database is unavailable. Please try again in a moment.";

const ID_BY_STATUS: Record<number, ApiErrorBody["error"]> = {
  400: ERROR_IDS.validation,
  401: ERROR_IDS.unauthorized,
  403: ERROR_IDS.forbidden,
  404: ERROR_IDS.notFound,
  409: ERROR_IDS.conflict,
  429: ERROR_IDS.rateLimited,
};

/** One error handler: 4xx with a clear message and the field, 5xx logged and kept vague. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: error.id, message: error.message, ...(error.field ? { field: error.field } : {}), ...error.details };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
      // A malformed id names nothing that exists.
      return reply.status(404).send({ error: ERROR_IDS.notFound, message: "Not found" });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message =
        // A rule on the whole body (say "at least one field") keeps its own message.
        field === "" && error.validationContext === "body" && first.keyword === "invalid_type" ? "Request body must be a JSON object" : first.message;
      return reply.status(400).send({ error: ERROR_IDS.validation, message, ...(field ? { field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.name === "SyntaxError"
          ? "Malformed JSON in request body"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "Request body must be a JSON object"
            : error.message;
      return reply.status(status).send({ error: ID_BY_STATUS[status] ?? ERROR_IDS.validation, message });
    }
    if (isConnectionError(error)) {
      // Not a bug: the database restarts or fails over. A write that failed here was not
      // acknowledged, so the client may send it again.
      request.log.warn({ err: error, reqId: request.id }, "database unavailable");
      const body: ApiErrorBody = { error: ERROR_IDS.unavailable, message: UNAVAILABLE_MESSAGE };
      return reply.status(503).header("retry-after", String(UNAVAILABLE_RETRY_SECONDS)).send(body);
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.status(500).send({ error: ERROR_IDS.internal, message: "Internal Server Error" });
  });
}
