import { encode } from "next-auth/jwt";
import { decodeSession } from "./session-token";

const SECRET = "unit-test-secret-unit-test-secret";
const token = {
  apiToken: "tok_1",
  user: { id: "u1", fullName: "Ada", userName: "ada", email: "ada@example.com", avatar: "" },
  checkedAt: 1,
};

afterEach(() => jest.useRealTimers());

it("opens a cookie as next-auth does, again and again, and a caller changing its copy changes nothing", async () => {
  const sealed = await encode({ token, secret: SECRET });
  const first = await decodeSession({ token: sealed, secret: SECRET });
  expect(first).toMatchObject(token);
  (first!.user as { userName: string }).userName = "mallory";
  expect(await decodeSession({ token: sealed, secret: SECRET })).toMatchObject(token);
});

it("refuses a cookie it has opened before when the secret differs, or once it has expired", async () => {
  const sealed = await encode({ token, secret: SECRET, maxAge: 60 });
  expect(await decodeSession({ token: sealed, secret: SECRET })).toMatchObject(token);
  await expect(decodeSession({ token: sealed, secret: "another-secret-another-secret-xx" })).rejects.toThrow();
  jest.useFakeTimers({ now: Date.now() + 120_000, doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  await expect(decodeSession({ token: sealed, secret: SECRET })).rejects.toThrow();
});

it("refuses a forged or altered cookie", async () => {
  const sealed = await encode({ token, secret: SECRET });
  await decodeSession({ token: sealed, secret: SECRET });
  const altered = sealed.slice(0, -4) + (sealed.endsWith("AAAA") ? "BBBB" : "AAAA");
  await expect(decodeSession({ token: altered, secret: SECRET })).rejects.toThrow();
});
