import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

/** Each attempt is reserved in one statement, so parallel requests cannot all pass a check before any is counted. */
const api = apiHarnessPerFile();

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

it("40 parallel sign-ups from one address: exactly 20 accounts, 429 for the rest", async () => {
  const attempts = Array.from({ length: 40 }, (_, i) =>
    api.http.post(
      "/auth/signup",
      { fullName: `Racer ${i}`, userName: `racer_${i}`, email: `racer${i}@example.com`, password: "long enough password" },
      { ip: "198.51.100.40" },
    ),
  );
  expect(tally((await Promise.all(attempts)).map((r) => r.status))).toEqual({ 201: 20, 429: 20 });
});

it("30 parallel reset requests for one inbox from many addresses: exactly 5 go through", async () => {
  const attempts = Array.from({ length: 30 }, (_, i) =>
    api.http.post("/auth/forgot-password", { email: "target@example.com" }, { ip: `203.0.113.${i + 1}` }),
  );
  expect(tally((await Promise.all(attempts)).map((r) => r.status))).toEqual({ 200: 5, 429: 25 });
});

it("12 parallel 'send the verification mail again' from one user: exactly 5 sent", async () => {
  const user = await signUpAndIn(api.h.app);
  const attempts = Array.from({ length: 12 }, () => api.http.post("/auth/send-verification", undefined, { token: user.token }));
  expect(tally((await Promise.all(attempts)).map((r) => r.status))).toEqual({ 200: 5, 429: 7 });
});
