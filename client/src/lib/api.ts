import type { QueryFunction } from "@tanstack/react-query";

/** A non-OK response: the message is "{status}: {body text or status text}" (spec 7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own message, when the body was a JSON error. */
    readonly serverMessage?: string,
    readonly field?: string,
    /** The server's stable error id (shared/errors.ts), e.g. "two_factor_required". */
    readonly errorId?: string,
  ) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let serverMessage: string | undefined;
  let field: string | undefined;
  let errorId: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: string; field?: string; error?: string };
    serverMessage = body.message;
    field = body.field;
    errorId = body.error;
  } catch {
    serverMessage = undefined;
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, field, errorId);
}

/** Sends a request with the session cookie; JSON body when data is given; `signal` cancels it. */
export async function apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    signal,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * The one multipart upload: POSTs `file` as form field `field` (and `fields` beside it) with
 * the session cookie, and reads the JSON answer; errors are ApiErrors like every other call's.
 */
export async function uploadFile<T>(url: string, field: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const res = await fetch(url, { method: "POST", body, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Sends a request and reads the JSON answer (undefined for 204); `signal` cancels it. */
export async function apiJson<T>(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, url, data, signal);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The default query function: GET the path made by joining the key parts with '/'. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
