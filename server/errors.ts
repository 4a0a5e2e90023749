import { ERROR_IDS, type ErrorId } from "@shared/errors";

/** An error the client may see as it is: status, stable id and a clear message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly id: ErrorId,
    message: string,
    readonly field?: string,
    /** More of the body, for errors that say more than a message (privilege_required). */
    readonly details?: { privilege?: string; required?: number },
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, ERROR_IDS.validation, message, field);
export const unauthorized = (message = "Authentication required") => new AppError(401, ERROR_IDS.unauthorized, message);
export const forbidden = (message = "You do not have permission to do that") => new AppError(403, ERROR_IDS.forbidden, message);
export const notFound = (message = "Not found") => new AppError(404, ERROR_IDS.notFound, message);
export const conflict = (message: string, field?: string) => new AppError(409, ERROR_IDS.conflict, message, field);
export const tooManyRequests = (message: string) => new AppError(429, ERROR_IDS.rateLimited, message);
