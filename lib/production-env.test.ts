import { productionEnvProblem } from "./production-env";

const complete = {
  NEXTAUTH_SECRET: "a-secret-of-enough-length",
  NEXTAUTH_URL: "https://algoladder.example",
  API_URL: "https://api.algoladder.example",
};

it("passes when every variable the web app needs is set", () => {
  expect(productionEnvProblem(complete)).toBeUndefined();
});

it("names the one missing secret in one line", () => {
  const problem = productionEnvProblem({ ...complete, NEXTAUTH_SECRET: undefined });
  expect(problem).toBe(
    "Algo Ladder web: NEXTAUTH_SECRET is not set; in production every secret comes from the environment (see docs/deploy.md).",
  );
});

it("names every missing variable at once, a blank one counting as missing", () => {
  expect(productionEnvProblem({ NEXTAUTH_SECRET: "  " })).toMatch(/^Algo Ladder web: NEXTAUTH_SECRET, NEXTAUTH_URL, API_URL are not set;/);
});

it("asks for INTERNAL_API_SECRET only when a sign-in that needs it is configured", () => {
  expect(productionEnvProblem({ ...complete, GOOGLE_CLIENT_ID: "client" })).toMatch(/^Algo Ladder web: INTERNAL_API_SECRET is not set/);
  expect(productionEnvProblem({ ...complete, CODEFORCES_CLIENT_ID: "client", INTERNAL_API_SECRET: "x".repeat(32) })).toBeUndefined();
});
