import { loopbackAsOne, loopbackRedirect } from "./loopback";

describe("loopback names", () => {
  test("localhost, 127.0.0.1 and [::1] compare as one origin, scheme and port kept", () => {
    expect(loopbackAsOne("http://127.0.0.1:3000")).toBe("http://localhost:3000");
    expect(loopbackAsOne("http://[::1]:3000")).toBe("http://localhost:3000");
    expect(loopbackAsOne("https://app.example")).toBe("https://app.example");
  });

  test("a browser at another loopback name goes to the configured one, path and query kept", () => {
    expect(loopbackRedirect("http://127.0.0.1:3000/train?band=hard", "127.0.0.1:3000", "http://localhost:3000")).toBe(
      "http://localhost:3000/train?band=hard",
    );
    expect(loopbackRedirect("http://localhost:3000/", "localhost:3000", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/");
  });

  test("no redirect at the configured name, without one, on another port or behind a proxy's Host", () => {
    expect(loopbackRedirect("http://localhost:3000/", "localhost:3000", "http://localhost:3000")).toBeNull();
    expect(loopbackRedirect("http://127.0.0.1:3000/", "127.0.0.1:3000", undefined)).toBeNull();
    expect(loopbackRedirect("http://127.0.0.1:3000/", "127.0.0.1:3000", "http://localhost:8080")).toBeNull();
    expect(loopbackRedirect("http://127.0.0.1:3000/", "127.0.0.1:3000", "https://app.example")).toBeNull();
  });
});
