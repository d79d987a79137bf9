import { apiFetch, apiRead, ApiReadError, apiWrite, configureApiClient, failureReason } from "./api";

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

describe("apiFetch applies docs/behaviour.md §8 once for every call", () => {
  it("returns data on success and shows nothing", async () => {
    respond(200, { success: true, allStumbles: [] });
    const r = await apiFetch("/saved/stumbles/get");
    expect(r).toEqual({ ok: true, status: 200, data: { success: true, allStumbles: [] } });
    expect(toast).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith("/api/saved/stumbles/get", expect.objectContaining({ method: "GET" }));
  });

  it.each([500, 502, 503, 504])("toasts 'Server error occurred' on %i and logs", async (status) => {
    respond(status, { success: false, message: "boom" });
    const r = await apiFetch("/saved/concepts/get");
    expect(r.ok).toBe(false);
    expect(toast).toHaveBeenCalledWith("Server error occurred");
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it("leaves a 503 saying a platform could not be reached to the caller, in the API's words", async () => {
    respond(503, { success: false, code: "unavailable", message: "Codeforces could not be reached, so nothing was saved." });
    const r = await apiFetch("/profile/updateHandles", { body: { leetcode: "", codeforces: "tourist", codechef: "" } });
    expect(toast).not.toHaveBeenCalled();
    expect(failureReason(r)).toBe("Codeforces could not be reached, so nothing was saved.");
  });

  it("clears the session without a toast on 401", async () => {
    respond(401, { success: false, code: "unauthorized", message: "Please sign in again" });
    await apiFetch("/profile/getProfileData");
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([400, 403, 502])("never signs the user out on %i: only a session the server says is gone does", async (status) => {
    respond(status, { success: false, code: "bad_request", message: "The address is not valid" });
    await apiFetch("/profile/getProfileData");
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it.each([404, 409, 413, 415, 422, 429])("leaves %i to the caller: no toast, no sign-out, reason available", async (status) => {
    respond(status, { success: false, code: "conflict", message: "Contest already in favourites" });
    const r = await apiFetch("/contests/favorites/add", {
      body: { name: "Round 1", url: "https://codeforces.com/contest/1", platform: "codeforces" },
    });
    expect(toast).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(failureReason(r)).toBe("Contest already in favourites");
  });

  it("toasts 'Network error' when there is no response", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const r = await apiFetch("/saved/stumbles/get");
    expect(r).toEqual({ ok: false, status: 0, error: null });
    expect(toast).toHaveBeenCalledWith("Network error");
  });

  it("sends JSON bodies as POST", async () => {
    respond(200, { success: true });
    await apiFetch("/saved/stumbles/add", { body: { name: "A", summary: "B", platform: "other" } });
    expect(fetch).toHaveBeenCalledWith(
      "/api/saved/stumbles/add",
      expect.objectContaining({
        method: "POST",
        body: '{"name":"A","summary":"B","platform":"other"}',
        headers: expect.objectContaining({ "content-type": "application/json" }),
      }),
    );
  });

  it("writes through apiWrite the same way", async () => {
    respond(200, { success: true });
    await apiWrite("/saved/concepts/remove", { index: 2, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/saved/concepts/remove",
      expect.objectContaining({ method: "POST", body: '{"index":2,"id":"7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11"}' }),
    );
  });
});

describe("a successful answer is read through the route table", () => {
  it("drops fields the route does not declare", async () => {
    respond(200, { success: true, favorites: [], internalNote: "not for the browser" });
    await expect(apiRead("/contests/favorites/get")).resolves.toEqual({ success: true, favorites: [] });
  });

  it("treats a body that does not match the route's schema as a server error", async () => {
    respond(200, { success: true, allStumbles: "none" });
    const r = await apiFetch("/saved/stumbles/get");
    expect(r).toEqual({ ok: false, status: 0, error: null });
    expect(toast).toHaveBeenCalledWith("Server error occurred");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/saved/stumbles/get"), expect.any(Array));
  });

  it("keeps an error body only when it has the error's shape", async () => {
    respond(409, { success: false, code: "conflict", message: "Contest already in favourites" });
    expect(await apiFetch("/contests/favorites/get")).toMatchObject({ status: 409, error: { code: "conflict" } });
    respond(409, "<html>proxy page</html>");
    expect(await apiFetch("/contests/favorites/get")).toEqual({ ok: false, status: 409, error: null });
  });
});

describe("apiRead feeds the query cache", () => {
  it("resolves to the body on success", async () => {
    respond(200, { success: true, favorites: [] });
    await expect(apiRead("/contests/favorites/get")).resolves.toEqual({ success: true, favorites: [] });
  });

  it("rejects with the failure, after docs/behaviour.md §8 was applied once", async () => {
    respond(503, { success: false, code: "upstream", message: "down" });
    const error = await apiRead("/saved/stumbles/get").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiReadError);
    expect((error as ApiReadError).failure.status).toBe(503);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith("Server error occurred");
  });
});

describe("apiFetch is typed by the contract's route table", () => {
  it("types replies and bodies, and refuses paths the BFF does not forward", async () => {
    respond(200, { success: true, allConcepts: [] });
    const r = await apiFetch("/saved/concepts/get");
    const titles: string[] = r.ok ? r.data.allConcepts.map((c) => c.title) : [];
    expect(titles).toEqual([]);

    const neverCalled = async () => {
      // @ts-expect-error the API's sign-in is next-auth's business, not the browser's
      await apiFetch("/auth/signin", { body: { identifier: "a", password: "b" } });
      // @ts-expect-error a write needs its body
      await apiFetch("/saved/stumbles/remove");
      // @ts-expect-error the body must match the route's request schema
      await apiFetch("/saved/stumbles/remove", { body: { index: "first" } });
    };
    expect(neverCalled).toBeInstanceOf(Function);
  });
});

describe("the schemas that check answers load with the first call, not with the page", () => {
  it("a call whose schemas could not be loaded is a network error, and the next call loads them again", async () => {
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock("./api-schemas", () => {
        loads += 1;
        if (loads === 1) throw new Error("Loading chunk failed");
        return jest.requireActual<object>("./api-schemas");
      });
      const api = await import("./api");
      api.configureApiClient({ toast, onSessionLost, log });
      respond(200, { success: true, allStumbles: [] });
      expect(await api.apiFetch("/saved/stumbles/get")).toEqual({ ok: false, status: 0, error: null });
      expect(toast).toHaveBeenCalledWith("Network error");
      respond(200, { success: true, allStumbles: [] });
      expect(await api.apiFetch("/saved/stumbles/get")).toEqual({ ok: true, status: 200, data: { success: true, allStumbles: [] } });
      expect(loads).toBe(2);
    });
  });
});
