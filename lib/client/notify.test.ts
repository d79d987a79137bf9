import { notifyFailure } from "./notify";

const shown: string[] = [];
jest.mock("./toast", () => ({
  loadToasts: async () => ({ toast: { error: (message: string) => shown.push(message) } }),
}));

const failure = (status: number) => ({ ok: false as const, status, error: { success: false as const, code: "x", message: "reason" } });
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  shown.length = 0;
});

it("a write answered 400 says it failed: only a 401 (the session is gone) leaves the page without a word", async () => {
  notifyFailure(failure(400), "problemAdditionFailed");
  notifyFailure(failure(401), "problemAdditionFailed");
  await settle();
  expect(shown).toEqual(["Problem addition failed"]);
});
