import { apiFetch, apiWrite, configureApiClient } from "./api";

beforeEach(() => {
  jest.resetAllMocks();
  configureApiClient({ toast: jest.fn(), onSessionLost: jest.fn(), log: jest.fn() });
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const keysSent = () =>
  (fetch as jest.Mock).mock.calls.map(
    ([, init]) => (init as RequestInit & { headers?: Record<string, string> }).headers?.["idempotency-key"],
  );

it("sends a fresh key with each write and none with a read", async () => {
  global.fetch = jest.fn().mockImplementation(() => Promise.resolve(answer(200, { success: true })));
  await apiWrite("/saved/concepts/remove", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
  await apiWrite("/saved/concepts/remove", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
  await apiFetch("/saved/concepts/get");
  const [first, second, read] = keysSent();
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(second).toMatch(/^[0-9a-f]{32}$/);
  expect(second).not.toBe(first);
  expect(read).toBeUndefined();
});

it.each([502, 504])("tries a write answered %i once more with the same key and returns the second answer", async (status) => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer(status, { success: false, code: "timeout", message: "The server took too long to answer" }))
    .mockResolvedValueOnce(answer(200, { success: true }));
  const result = await apiWrite("/saved/concepts/remove", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
  expect(result.ok).toBe(true);
  const keys = keysSent();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it("tries a write with no response once more with the same key", async () => {
  global.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch"))
    .mockResolvedValueOnce(answer(200, { success: true }));
  expect((await apiWrite("/saved/concepts/remove", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" })).ok).toBe(true);
  const keys = keysSent();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it("does not try a read again, nor a write refused for its own reasons", async () => {
  global.fetch = jest.fn().mockImplementation(() => Promise.resolve(answer(504, { success: false, message: "slow" })));
  await apiFetch("/saved/concepts/get");
  expect(fetch).toHaveBeenCalledTimes(1);
  global.fetch = jest.fn().mockImplementation(() => Promise.resolve(answer(422, { success: false, code: "invalid", message: "no" })));
  await apiWrite("/saved/concepts/remove", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
  expect(fetch).toHaveBeenCalledTimes(1);
});
