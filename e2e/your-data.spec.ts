import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { createUser, expect, newUser, signIn, test, type TestUser } from "./fixtures";
import { ConceptsPage } from "./pages/concepts-page";
import { ProfilePage } from "./pages/profile-page";
import { StumblesPage } from "./pages/stumbles-page";
import type { ReceivedMail } from "./support/mail-server";
import { MAILBOX_URL } from "./support/ports";

const PROBLEM = {
  name: "Two Sum, revisited",
  summary: 'Find two numbers adding up to a "target"',
  link: "https://leetcode.com/problems/two-sum/",
  hint: "one pass & a map",
};
const NOTE = { title: "Monotonic stack", description: "Next greater element in one pass", notes: { basic: "Keep a stack of indices" } };

const dataSection = (page: Page) => page.getByRole("region", { name: "Your data" });
const tokensSection = (page: Page) => page.getByRole("region", { name: "Personal access tokens" });
const importInput = (page: Page) => dataSection(page).getByLabel("Import an export (.json) or a CSV of problems (.csv)");

async function download(page: Page, link: Locator): Promise<Download> {
  const started = page.waitForEvent("download");
  await link.click();
  return started;
}

async function textOf(file: Download): Promise<string> {
  const path = await file.path();
  return readFile(path, "utf8");
}

/** A tricky problem made on its page, a note through the BFF: what the exports should hold. */
async function makeSomeData(page: Page, baseURL: string) {
  const stumbles = new StumblesPage(page);
  await stumbles.open();
  await stumbles.add(PROBLEM);
  await expect(stumbles.card(PROBLEM.name)).toBeVisible();
  await new ConceptsPage(page).seed(baseURL, [NOTE]);
}

test("a read-only token reads with Bearer, is refused a write, and stops working the moment it is revoked", async ({
  signedInPage: page,
  playwright,
  baseURL,
  user,
}) => {
  await new StumblesPage(page).seed(baseURL!, [{ name: "Seen by the script", summary: "read through a token" }]);
  const profile = new ProfilePage(page);
  await profile.open();
  const tokens = tokensSection(page);
  await tokens.getByLabel("Token name").fill("Nightly backup");
  await expect(tokens.getByLabel("Scope")).toHaveValue("read");
  await tokens.getByRole("button", { name: "Make token" }).click();

  const shown = tokens.getByRole("status");
  await expect(shown).toContainText("Copy your token now: it will not be shown again.");
  const secret = await shown.getByRole("textbox", { name: "New token" }).inputValue();
  expect(secret).toMatch(/^alp_[A-Za-z0-9_-]{20,}$/);
  const list = tokens.getByRole("list", { name: "Your tokens" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Nightly backup · read only");

  // Shown once: the page loaded again lists the token by name and never shows its secret.
  await profile.open();
  await expect(list.getByRole("listitem")).toContainText("Nightly backup");
  await expect(tokens.getByRole("textbox", { name: "New token" })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // A script with no cookie, only the token.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  const read = await script.get("/api/saved/stumbles/get");
  expect(read.status(), await read.text()).toBe(200);
  expect(((await read.json()) as { allStumbles: { name: string }[] }).allStumbles.map((s) => s.name)).toEqual(["Seen by the script"]);
  const profileRead = await script.get("/api/profile/getProfileData");
  expect(((await profileRead.json()) as { profileData: { personal: { userName: string } } }).profileData.personal.userName).toBe(
    user.userName,
  );

  const write = await script.post("/api/saved/stumbles/add", {
    data: { name: "Written by the script", summary: "must not land", platform: "other" },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { message: string }).message).toBe("This token is read-only");
  expect(await new StumblesPage(page).savedNames()).toEqual(["Seen by the script"]);

  await tokens.getByRole("button", { name: "Revoke Nightly backup" }).click();
  await expect(list.getByRole("listitem")).toContainText(/revoked/);
  await expect(tokens.getByRole("button", { name: "Revoke Nightly backup" })).toHaveCount(0);
  const afterRevoke = await script.get("/api/saved/stumbles/get");
  expect(afterRevoke.status()).toBe(401);
  await script.dispose();
});

test("the JSON export, a CSV of one collection and the Anki CSV download from Profile with what the user made", async ({
  signedInPage: page,
  baseURL,
  user,
}) => {
  await makeSomeData(page, baseURL!);
  await new ProfilePage(page).open();
  const section = dataSection(page);

  const json = await download(page, section.getByRole("link", { name: "Export all (JSON)" }));
  expect(json.suggestedFilename()).toMatch(/^algo-ladder-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await textOf(json)) as {
    version: number;
    profile: { userName: string; email: string };
    trickyProblems: Array<{ name: string; summary: string; url: string; hint: string }>;
    notes: Array<{ title: string; description: string; notes: { basic: string } }>;
  };
  expect(data.version).toBe(1);
  expect(data.profile).toMatchObject({ userName: user.userName, email: user.email });
  expect(data.trickyProblems).toEqual([
    expect.objectContaining({ name: PROBLEM.name, summary: PROBLEM.summary, url: PROBLEM.link, hint: PROBLEM.hint }),
  ]);
  expect(data.notes).toEqual([
    expect.objectContaining({ title: NOTE.title, description: NOTE.description, notes: expect.objectContaining(NOTE.notes) }),
  ]);

  const csv = await download(page, section.getByRole("link", { name: "Tricky problems", exact: true }));
  expect(csv.suggestedFilename()).toMatch(/^algo-ladder-trickyProblems-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await textOf(csv)).trimEnd().split("\r\n");
  expect(rows[0]).toBe("name,summary,url,platform,hint,intuition,solution,createdAt");
  expect(rows).toHaveLength(2);
  // Commas and quotes are quoted as RFC 4180 has it, so a spreadsheet reads the row as typed.
  expect(rows[1]).toContain(`"Two Sum, revisited","Find two numbers adding up to a ""target""",${PROBLEM.link},leetcode,one pass & a map,`);

  const notesCsv = await download(page, section.getByRole("link", { name: "Notes", exact: true }));
  const noteRows = (await textOf(notesCsv)).trimEnd().split("\r\n");
  expect(noteRows[0]).toBe("title,description,basic,intermediate,advanced,problemLinks,createdAt");
  expect(noteRows[1]).toContain(`${NOTE.title},${NOTE.description},${NOTE.notes.basic},`);

  const anki = await download(page, section.getByRole("link", { name: "Tricky problems for Anki" }));
  expect(anki.suggestedFilename()).toMatch(/^algo-ladder-tricky-problems-anki-\d{4}-\d{2}-\d{2}\.csv$/);
  const cards = (await textOf(anki)).trimEnd().split("\r\n");
  expect(cards).toEqual([
    `"<a href=""${PROBLEM.link}"">Two Sum, revisited</a><br>Find two numbers adding up to a ""target""<br>Hint: one pass &amp; a map",`,
  ]);
});

test("another account imports the export through Profile: the collections appear, a second import adds nothing, a bad file changes nothing", async ({
  signedInPage: page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  await makeSomeData(page, baseURL!);
  await new ProfilePage(page).open();
  const exported = await download(page, dataSection(page).getByRole("link", { name: "Export all (JSON)" }));
  const file = testInfo.outputPath(exported.suggestedFilename());
  await exported.saveAs(file);

  const second: TestUser = await createUser(request, baseURL!, newUser("import"));
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, second);
  const profile = new ProfilePage(other);
  await profile.open();
  const section = dataSection(other);

  await importInput(other).setInputFiles(file);
  const report = section.getByRole("status");
  await expect(report).toContainText("Import finished");
  await expect(report.getByRole("listitem")).toHaveText(["notes: 1 added", "trickyProblems: 1 added"]);

  const stumbles = new StumblesPage(other);
  await stumbles.open();
  await expect(stumbles.card(PROBLEM.name)).toBeVisible();
  await expect(stumbles.names).toHaveCount(1);
  const concepts = new ConceptsPage(other);
  await concepts.open();
  await expect(concepts.note(NOTE.title)).toBeVisible();
  await expect(concepts.items).toHaveCount(1);

  await profile.open();
  await importInput(other).setInputFiles(file);
  await expect(section.getByRole("status")).toContainText("Nothing new: everything in the file is already here");
  expect(await stumbles.savedNames()).toEqual([PROBLEM.name]);
  expect((await concepts.saved()).map((n) => n.title)).toEqual([NOTE.title]);

  // A file with one good problem and two bad entries: every problem is listed, and not even the good one lands.
  const good = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  const bad = {
    ...good,
    trickyProblems: [
      { name: "Would be new", summary: "a fine problem", platform: "other" },
      { name: "", summary: "no name", platform: "other" },
    ],
    notes: [{ title: "Links", problemLinks: ["ftp://example.com/x"] }],
  };
  await importInput(other).setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(bad)) });
  const problems = section.getByRole("alert");
  await expect(problems).toContainText("Nothing was imported:");
  await expect(problems.getByRole("listitem")).toHaveText([
    "notes.0.problemLinks.0: Must be a link starting with http:// or https://",
    "trickyProblems.1.name: Name is required",
  ]);
  await importInput(other).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not json at all") });
  await expect(problems.getByRole("listitem")).toHaveText([
    "The file is not JSON: choose an Algo Ladder export (.json) or a CSV of problems (.csv)",
  ]);
  await importInput(other).setInputFiles({ name: "problems.csv", mimeType: "text/csv", buffer: Buffer.from("name,link\r\nA,B\r\n") });
  await expect(problems.getByRole("listitem")).toHaveText(["header: Missing column: summary"]);
  expect(await stumbles.savedNames()).toEqual([PROBLEM.name]);
  expect((await concepts.saved()).map((n) => n.title)).toEqual([NOTE.title]);
  await context.close();
});

test("deleting the account with its password signs out, the password no longer signs in, and a mail says so", async ({
  signedInPage: page,
  request,
  user,
}) => {
  const profile = new ProfilePage(page);
  await profile.open();
  const section = dataSection(page);
  const password = section.getByLabel("Password");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });

  await password.fill("not my password");
  await section.getByRole("button", { name: "Delete account" }).click();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(password).toHaveAccessibleDescription("That password is not right");
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.request.get("/api/profile/getProfileData")).status()).toBe(200);

  await password.fill(user.password);
  await section.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog).toContainText("Everything of yours is deleted at once and cannot be brought back.");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  await page.getByLabel("Email or username").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(user.email)}`)).json()) as ReceivedMail[];
        return mails.some((m) => /^Subject: Your Algo Ladder account is deleted$/m.test(m.raw) && m.raw.includes(`@${user.userName}`));
      },
      { message: `a mail to ${user.email} saying the account was deleted`, timeout: 15_000 },
    )
    .toBe(true);
});

test("the API reference lists every route the OpenAPI document holds", async ({ page, request }) => {
  const res = await request.get("/api/openapi.json");
  expect(res.status()).toBe(200);
  const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(document.openapi).toMatch(/^3\.1/);
  const methods = ["get", "post", "put", "patch", "delete"];
  const inDocument = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} /api${path}`),
  );
  expect(inDocument.length).toBeGreaterThan(20);

  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByText(`${inDocument.length} routes.`)).toBeVisible();
  const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
  const listed = headings.flatMap((h) => {
    const match = h.replace(/\s+/g, " ").match(/^(GET|POST|PUT|PATCH|DELETE) ?(\/api\/\S*)$/);
    return match ? [`${match[1]} ${match[2]}`] : [];
  });
  expect([...listed].sort()).toEqual([...inDocument].sort());
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
});
