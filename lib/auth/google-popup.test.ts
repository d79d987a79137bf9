import { NextRequest } from "next/server";
import { googlePopupFailure } from "./google-popup-redirect";
import { POPUP_ERRORS, popupErrorOf } from "./google-popup";

const get = (path: string) => new NextRequest(`http://localhost:3000${path}`);

describe("popupErrorOf", () => {
  it.each([
    ["access_denied", "Cancelled"],
    ["unauthorized_client", "ProviderRefused"],
    ["invalid_client", "ProviderRefused"],
    ["redirect_uri_mismatch", "ProviderRefused"],
    ["temporarily_unavailable", "ProviderUnavailable"],
    ["OAuthSignin", "OAuthSignin"],
    ["OAuthCallback", "ProviderRefused"],
    ["AccessDenied", "AccessDenied"],
    ["Configuration", "Configuration"],
    ["EmailNotVerified", "EmailNotVerified"],
    ["something-new", "Incomplete"],
    [null, "Incomplete"],
    ["__proto__", "Incomplete"],
    ["toString", "Incomplete"],
  ])("%s → %s", (code, expected) => {
    expect(popupErrorOf(code)).toBe(expected);
    expect(POPUP_ERRORS[popupErrorOf(code)]).toEqual(expect.any(String));
  });
});

describe("googlePopupFailure", () => {
  const location = (res: Response | undefined) => res?.headers.get("location");

  it("sends the provider's refusal on the callback to the popup's result page", () => {
    const res = googlePopupFailure(get("/api/auth/callback/google?error=access_denied&state=x"), ["callback", "google"]);
    expect(res?.status).toBe(302);
    expect(location(res)).toBe("/auth/google/done?error=Cancelled");
  });

  it("sends next-auth's error page to the popup's result page with the reason", () => {
    expect(location(googlePopupFailure(get("/api/auth/error?error=OAuthCallback"), ["error"]))).toBe(
      "/auth/google/done?error=ProviderRefused",
    );
    expect(location(googlePopupFailure(get("/api/auth/error"), ["error"]))).toBe("/auth/google/done?error=Incomplete");
  });

  it("leaves every other next-auth request to next-auth", () => {
    expect(googlePopupFailure(get("/api/auth/callback/google?code=abc&state=x"), ["callback", "google"])).toBeUndefined();
    expect(googlePopupFailure(get("/api/auth/session"), ["session"])).toBeUndefined();
    expect(googlePopupFailure(get("/api/auth/callback/credentials?error=x"), ["callback", "credentials"])).toBeUndefined();
    const postError = new NextRequest("http://localhost:3000/api/auth/error?error=x", { method: "POST" });
    expect(googlePopupFailure(postError, ["error"])).toBeUndefined();
  });
});
