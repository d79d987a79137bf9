import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { BAD_PATH, isDecodablePath, refuseUndecodablePath } from "./bad-path";

describe("a path that cannot be percent-decoded", () => {
  it.each([
    ["/api/%ff", false],
    ["/api/profile/%E0%A4%A", false],
    ["/api/%", false],
    ["/api/profile/getProfileData", true],
    ["/api/auth%2Fgsign", true],
    ["/contests/%E2%9C%93", true],
  ])("%s decodes: %s", (path, expected) => {
    expect(isDecodablePath(path)).toBe(expected);
  });

  it("the BFF's catch-all answers 400 JSON, not a 500", async () => {
    const { GET } = await import("@/app/api/[...path]/route");
    const res = await GET(new NextRequest("http://localhost:3000/api/%ff"), { params: Promise.resolve({ path: ["%ff"] }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(BAD_PATH);
  });

  describe("the production server answers it before Next sees it", () => {
    let server: Server;
    let port: number;
    const reachedNext: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (refuseUndecodablePath(req, res)) return;
        reachedNext.push(req.url ?? "");
        res.end("next");
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((r) => server.close(r)));

    const get = (path: string) =>
      new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
        })
          .on("error", reject)
          .end();
      });

    it("400 JSON for /api/%ff, and ordinary paths go on to Next", async () => {
      const bad = await get("/api/%ff?x=1");
      expect(bad.status).toBe(400);
      expect(bad.type).toBe("application/json");
      expect(JSON.parse(bad.body)).toEqual(BAD_PATH);
      expect((await get("/login?next=%2Fcontests")).body).toBe("next");
      expect(reachedNext).toEqual(["/login?next=%2Fcontests"]);
    });
  });
});
