import { forwardedRoute } from "@/lib/contract/routes";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";
import { metricsResponse } from "./metrics";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });

const scrape = async (peer = "127.0.0.1", token?: string, auth?: string) => {
  const req = new Request("http://api/metrics", { headers: auth ? { authorization: auth } : {} });
  return metricsResponse(api.h.system.metrics, req, peer, token);
};

it("reports request latency by route, platform calls, data age, queue depth and breaker state", async () => {
  const user = await signUpAndIn(api.h.app);
  const handle = sim.handles("codeforces").find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;
  expect((await api.http.post("/profile/updateHandles", { codeforces: handle }, { token: user.token })).status).toBe(200);
  expect((await api.h.system.scheduler.tick()).synced).toBe(1);
  await api.http.get("/healthz");
  await api.http.get("/no/such/path");

  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  expect(text).toMatch(/algoladder_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 1/);
  expect(text).toMatch(/algoladder_http_request_duration_seconds_count\{route="unmatched",method="GET",status="404"\} 1/);
  expect(text).toMatch(/algoladder_platform_calls_total\{platform="codeforces",outcome="ok"\} [1-9]/);
  expect(text).toMatch(/algoladder_sync_data_age_seconds\{platform="codeforces",stat="p95"\} \d/);
  expect(text).toMatch(/algoladder_sync_queue_jobs\{state="due"\} \d/);
  expect(text).toMatch(/algoladder_platform_breaker_state\{platform="leetcode"\} 0/);
});

it("answers only loopback callers without a token, and only its bearers with one", async () => {
  expect((await scrape("203.0.113.7")).status).toBe(403);
  expect((await scrape("127.0.0.1", "a-token-of-sixteen-chars", "Bearer wrong")).status).toBe(403);
  expect((await scrape("203.0.113.7", "a-token-of-sixteen-chars", "Bearer a-token-of-sixteen-chars")).status).toBe(200);
});

it("is not a route the BFF forwards, nor one the app itself serves", async () => {
  expect(forwardedRoute("/metrics")).toBeUndefined();
  expect((await api.http.get("/metrics")).status).toBe(404);
});
