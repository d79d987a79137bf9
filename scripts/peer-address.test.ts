import type { IncomingMessage } from "node:http";
import { stampPeerAddress } from "./peer-address";

const request = (headers: IncomingMessage["headers"], remoteAddress = "198.51.100.23") =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("stampPeerAddress", () => {
  it("adds the peer when the client sent no X-Forwarded-For", () => {
    const req = request({});
    stampPeerAddress(req);
    expect(req.headers["x-forwarded-for"]).toBe("198.51.100.23");
  });

  it("appends the peer after whatever the client claimed", () => {
    const req = request({ "x-forwarded-for": "6.6.6.6, 7.7.7.7" });
    stampPeerAddress(req);
    expect(req.headers["x-forwarded-for"]).toBe("6.6.6.6, 7.7.7.7, 198.51.100.23");
  });
});
