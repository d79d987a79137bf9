// The server-side profile read (docs/decisions/019-server-read-profile.md) is out of a browser route's reach: a second web server fails it.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { E2E_NEXTAUTH_SECRET, FAULTY_API_PORT, SECOND_WEB_PORT } from "./ports";

const API_URL = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100)}`;
const ROOT = path.resolve(import.meta.dirname, "../..");

export type FaultyApi = {
  /** API paths answered 502, as a proxy in front of a stopped API would; empty it and the API is back. */
  failing: Set<string>;
  close: () => Promise<void>;
};

export async function startFaultyApi(failing: string[]): Promise<FaultyApi> {
  const paths = new Set(failing);
  const server = http.createServer((req, res) => {
    if (paths.has(new URL(req.url ?? "/", API_URL).pathname)) {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: false, code: "bad_gateway", message: "The server is unreachable" }));
      return;
    }
    const upstream = http.request(`${API_URL}${req.url}`, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(FAULTY_API_PORT, "127.0.0.1", resolve));
  return {
    failing: paths,
    // Kept-alive connections from the second web server would hold a graceful close open.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startSecondWeb(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const baseURL = `http://localhost:${SECOND_WEB_PORT}`;
  const child = spawn(process.execPath, ["dist/web-server.mjs"], {
    cwd: ROOT,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(SECOND_WEB_PORT),
      API_URL: `http://127.0.0.1:${FAULTY_API_PORT}`,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET,
    },
  });
  // The browser keeps a connection alive with its polls, so a graceful close is cut short after a few seconds.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second web server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("the second web server did not start within 60 s");
}
