import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn } from "./api";

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: string, statusText = "") =>
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body || null, { status, statusText })));

describe("api client", () => {
  it("formats errors as '{status}: {body}'", async () => {
    respond(409, JSON.stringify({ error: "conflict", message: "Taken", field: "email" }));
    await expect(apiRequest("POST", "/api/x", {})).rejects.toMatchObject({
      message: '409: {"error":"conflict","message":"Taken","field":"email"}',
      serverMessage: "Taken",
      field: "email",
      status: 409,
    });
  });
  it("uses the status text when the body is empty", async () => {
    respond(502, "", "Bad Gateway");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });
  it("joins the query key with '/' and can turn a 401 into null", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetchMock);
    const fn = getQueryFn<unknown>({ on401: "returnNull" });
    const result = await fn({ queryKey: ["/api/users", "7", "questions"] } as never);
    expect(result).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/users/7/questions", { credentials: "include" });
  });
});
