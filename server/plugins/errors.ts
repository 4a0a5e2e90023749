import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_IDS, type ApiErrorBody } from "@shared/errors";
import { AppError } from "../errors";

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
      const body: ApiErrorBody = { error: error.id, message: error.message, ...(error.field ? { field: error.field } : {}) };
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
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.status(500).send({ error: ERROR_IDS.internal, message: "Internal Server Error" });
  });
}
