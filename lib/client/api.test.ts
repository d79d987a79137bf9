import { apiFetch, configureApiClient, failureReason } from "./api";

const toast = jest.fn();
const onSessionLost = jest.fn();
const log = jest.fn();
beforeEach(() => {
  jest.resetAllMocks();
  configureApiClient({ toast, onSessionLost, log });
});

function respond(status: number, body: unknown) {
  global.fetch = jest
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("apiFetch applies spec §8 once for every call", () => {
  it("returns data on success and shows nothing", async () => {
    respond(200, { success: true, allStumbles: [] });
    const r = await apiFetch<{ allStumbles: unknown[] }>("/saved/stumbles/get");
    expect(r).toEqual({ ok: true, status: 200, data: { success: true, allStumbles: [] } });
    expect(toast).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith("/api/saved/stumbles/get", expect.objectContaining({ method: "GET" }));
  });

  it.each([500, 502, 503, 504])("toasts 'Server error occurred' on %i and logs", async (status) => {
    respond(status, { success: false, message: "boom" });
    const r = await apiFetch("/x");
    expect(r.ok).toBe(false);
    expect(toast).toHaveBeenCalledWith("Server error occurred");
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it.each([400, 401])("clears the session without a toast on %i", async (status) => {
    respond(status, { success: false, message: "Please sign in again" });
    await apiFetch("/x");
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([404, 409, 413, 415, 422, 429])("leaves %i to the caller: no toast, no sign-out, reason available", async (status) => {
    respond(status, { success: false, code: "conflict", message: "Contest already in favourites" });
    const r = await apiFetch("/x", { body: { a: 1 } });
    expect(toast).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(failureReason(r)).toBe("Contest already in favourites");
  });

  it("toasts 'Network error' when there is no response", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const r = await apiFetch("/x");
    expect(r).toEqual({ ok: false, status: 0, error: null });
    expect(toast).toHaveBeenCalledWith("Network error");
  });

  it("sends JSON bodies as POST", async () => {
    respond(200, { success: true });
    await apiFetch("/saved/stumbles/add", { body: { name: "A" } });
    expect(fetch).toHaveBeenCalledWith(
      "/api/saved/stumbles/add",
      expect.objectContaining({ method: "POST", body: '{"name":"A"}', headers: { "content-type": "application/json" } }),
    );
  });
});
