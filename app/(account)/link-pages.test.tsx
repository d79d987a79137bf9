import { renderToStaticMarkup } from "react-dom/server";
import ResetPasswordPage from "./reset-password/page";
import VerifyEmailPage from "./verify-email/page";

/** Before any script runs. */
const html = async (page: typeof ResetPasswordPage, query: Record<string, string | string[]>) =>
  renderToStaticMarkup(await page({ searchParams: Promise.resolve(query) }));

describe("the pages of mailed links, as the server renders them", () => {
  it("say at once that a link without its token is not valid", async () => {
    for (const page of [ResetPasswordPage, VerifyEmailPage]) {
      const body = await html(page, {});
      expect(body).toContain("This link is not valid");
      expect(body).not.toContain("Choose a new password");
      expect(body).not.toContain("Verifying your email");
    }
    expect(await html(ResetPasswordPage, { token: "" })).toContain("This link is not valid");
  });

  it("show the new-password form for a token, its button disabled until the page's script runs", async () => {
    const body = await html(ResetPasswordPage, { token: ["A".repeat(43), "B"] });
    expect(body).toContain("Choose a new password");
    expect(body).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it("show the check in progress for a verification token", async () => {
    expect(await html(VerifyEmailPage, { token: "A".repeat(43) })).toContain("Checking your link...");
  });
});
