import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("takes the peer our own server stamped, whatever the client wrote before it", () => {
    expect(clientAddress("6.6.6.6", 0)).toBe("6.6.6.6");
    expect(clientAddress("1.1.1.1, 2.2.2.2, 203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("skips the entries written by trusted proxies in front", () => {
    expect(clientAddress("9.9.9.9, 198.51.100.4, 10.0.0.2", 1)).toBe("198.51.100.4");
  });

  it("falls back to the left-most entry when the chain is shorter than the trusted hops", () => {
    expect(clientAddress("198.51.100.4", 3)).toBe("198.51.100.4");
  });

  it("has nothing to say without a header", () => {
    expect(clientAddress(null, 0)).toBeUndefined();
    expect(clientAddress(" , ", 0)).toBeUndefined();
  });
});
