export type Result = "PASS" | "FAIL" | "SKIP";
type Row = { name: string; result: Result; ms: number; detail: string };

/** A step's outcome: PASS with what was seen, or SKIP with why; a thrown error is a FAIL. */
export class Skip extends Error {}

const rows: Row[] = [];

export async function step(name: string, run: () => Promise<string>): Promise<boolean> {
  const started = performance.now();
  let result: Result = "PASS";
  let detail: string;
  try {
    detail = await run();
  } catch (error) {
    result = error instanceof Skip ? "SKIP" : "FAIL";
    detail = error instanceof Error ? error.message : String(error);
  }
  const ms = Math.round(performance.now() - started);
  rows.push({ name, result, ms, detail });
  console.log(`${result} ${name} (${(ms / 1000).toFixed(1)} s): ${detail}`);
  return result !== "FAIL";
}

export function printTable(): boolean {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log("");
  console.log(`${"step".padEnd(width)}  result  time      detail`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(width)}  ${r.result.padEnd(6)}  ${`${(r.ms / 1000).toFixed(1)} s`.padEnd(8)}  ${r.detail}`);
  }
  return rows.every((r) => r.result !== "FAIL");
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}

export type Answer = { status: number; type: string; body: string; location: string | null };

/** One request with the session's cookie; a POST carries the Origin (the site's public one), as the browser's does. */
export async function call(web: string, cookie: string, path: string, body?: unknown, origin = web): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (body !== undefined) Object.assign(headers, { "content-type": "application/json", origin });
  const res = await fetch(`${web}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text(), location: res.headers.get("location") };
}
