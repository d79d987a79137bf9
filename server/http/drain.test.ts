import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { drainServer } from "./drain";

let server: Server;
let base: string;
beforeEach(async () => {
  server = createServer((req, res) => {
    const delay = req.url === "/slow" ? 800 : 0;
    setTimeout(() => res.end("done"), delay);
  });
  server.keepAliveTimeout = 70_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => server.closeAllConnections());

it("finishes the request in flight, refuses new connections, and ends without waiting out keep-alives", async () => {
  // A kept-alive idle connection, as the BFF's pool holds.
  expect(await (await fetch(`${base}/fast`)).text()).toBe("done");
  const inFlight = fetch(`${base}/slow`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 100));
  const started = Date.now();
  const drained = drainServer(server, 5000);
  await expect(fetch(`${base}/fast`)).rejects.toThrow();
  expect(await inFlight).toBe("done");
  expect(await drained).toBe("drained");
  expect(Date.now() - started).toBeLessThan(2000);
});

it("cuts what is still running once the grace is over", async () => {
  const inFlight = fetch(`${base}/slow`).then(
    () => "answered",
    () => "cut",
  );
  await new Promise((r) => setTimeout(r, 100));
  expect(await drainServer(server, 200)).toBe("cut");
  expect(await inFlight).toBe("cut");
});
