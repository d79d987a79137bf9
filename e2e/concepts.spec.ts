import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

type Seed = {
  title: string;
  description?: string;
  notes?: { basic?: string; intermediate?: string; advanced?: string };
  problemLinks?: string[];
};

async function seed(page: Page, baseURL: string, items: Seed[]) {
  for (const item of items) {
    const res = await page.request.post("/api/saved/concepts/add", { data: item, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function savedNotes(page: Page) {
  const body = (await (await page.request.get("/api/saved/concepts/get")).json()) as {
    allConcepts: Array<Seed & { problemLinks: string[] }>;
  };
  return body.allConcepts;
}

const notesList = (page: Page) => page.getByRole("list", { name: "Notes" });
const note = (page: Page, title: string) =>
  notesList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Edit ${title}`, exact: true }) });

async function open(page: Page) {
  await page.goto("/concepts");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Notes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading Notes..." })).toBeHidden();
}

test("adding a note: links inputs, new notes at the end, stats follow", async ({ signedInPage: page, baseURL }) => {
  await open(page);
  await expect(page.getByText("No notes yet")).toBeVisible();
  await expect(page.locator("dd")).toHaveText(["0", "0", "0", "0"]);
  await seed(page, baseURL!, [{ title: "Older Note" }]);
  await page.reload();

  await page.getByRole("button", { name: "Add Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Note" });
  await expect(dialog.getByRole("button", { name: /Remove link/ })).toHaveCount(0);
  await dialog.getByLabel("Title").fill("Binary Search");
  await dialog.getByLabel("Description").fill("Searching a monotone answer");
  await dialog.getByLabel("Basic").fill("Halve the range.\nKeep the invariant.");
  await dialog.getByLabel("Advanced").fill("Parallel binary search");
  await dialog.getByLabel("Problem link 1").fill("https://codeforces.com/problemset/problem/1/A");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog.getByRole("button", { name: /Remove link/ })).toHaveCount(3);
  await dialog.getByLabel("Problem link 3").fill("https://leetcode.com/problems/koko-eating-bananas/");
  // Link 2 stays blank: dropped on save.
  await dialog.getByRole("button", { name: "Save Note" }).click();

  await expect(page.getByText("Note created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(notesList(page).getByRole("listitem")).toHaveCount(2);
  await expect(notesList(page).getByRole("listitem").last()).toContainText("Binary Search");
  await expect(page.locator("dd")).toHaveText(["2", "2", "1", "2"]);
  const saved = await savedNotes(page);
  expect(saved.map((n) => n.title)).toEqual(["Older Note", "Binary Search"]);
  expect(saved[1]!.problemLinks).toEqual([
    "https://codeforces.com/problemset/problem/1/A",
    "https://leetcode.com/problems/koko-eating-bananas/",
  ]);
});

test("the note form validates title and links, and keeps one link input", async ({ signedInPage: page }) => {
  await open(page);
  await page.getByRole("button", { name: "Add Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Note" });
  await dialog.getByRole("button", { name: "Add link" }).click();
  await dialog.getByLabel("Problem link 2").fill("not a link");
  await dialog.getByRole("button", { name: "Remove link 1" }).click();
  await expect(dialog.getByLabel("Problem link 1")).toHaveValue("not a link");
  await expect(dialog.getByRole("button", { name: /Remove link/ })).toHaveCount(0);
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByRole("button", { name: "Save Note" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Must be a link starting with http:// or https://")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No notes yet")).toBeVisible();
  expect(await savedNotes(page)).toEqual([]);
});

test("expanding a note shows its levels as text and its links in new tabs", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
    {
      title: "Graphs",
      description: "BFS and DFS",
      notes: { basic: "Line one\nLine two <b>not bold</b>", intermediate: "Topological order" },
      problemLinks: ["https://codeforces.com/problemset/problem/2/B"],
    },
  ]);
  await open(page);
  const item = note(page, "Graphs");
  await expect(item.getByText("Topological order")).toBeHidden();
  await item.getByRole("button", { name: /^Graphs/ }).click();
  await expect(item.getByRole("region", { name: "Intermediate" })).toContainText("Topological order");
  const basic = item.getByRole("region", { name: "Basic" }).locator("p");
  await expect(basic).toHaveText("Line one\nLine two <b>not bold</b>");
  await expect(item.locator("b")).toHaveCount(0);
  await expect(basic).toHaveCSS("white-space", "pre-wrap");
  await expect(item.getByRole("region", { name: "Advanced" })).toHaveCount(0);
  const link = item.getByRole("link", { name: "https://codeforces.com/problemset/problem/2/B" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("editing a note prefills the form and saves in place", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
    { title: "First" },
    { title: "Second", notes: { basic: "old basic" }, problemLinks: ["https://a.example/1", "https://a.example/2"] },
    { title: "Third" },
  ]);
  await open(page);
  await page.getByRole("searchbox", { name: "Search notes" }).fill("second");
  const sent = page.waitForRequest("**/api/saved/concepts/edit");
  await note(page, "Second").getByRole("button", { name: "Edit Second" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Note" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Second");
  await expect(dialog.getByLabel("Basic")).toHaveValue("old basic");
  await expect(dialog.getByLabel("Problem link 2")).toHaveValue("https://a.example/2");
  await dialog.getByLabel("Title").fill("Second, revised");
  await dialog.getByLabel("Advanced").fill("new advanced idea");
  await dialog.getByRole("button", { name: "Remove link 1" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ index: 1, concept_details: { title: "Second, revised" } });
  await expect(page.getByText("Note edited successfully")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search notes" }).fill("");
  await expect(notesList(page).getByRole("listitem")).toHaveCount(3);
  await expect(notesList(page).getByRole("listitem").nth(1)).toContainText("Second, revised");
  const saved = await savedNotes(page);
  expect(saved.map((n) => n.title)).toEqual(["First", "Second, revised", "Third"]);
  expect(saved[1]!.problemLinks).toEqual(["https://a.example/2"]);
  expect(saved[1]!.notes?.advanced).toBe("new advanced idea");
});

test("search covers title, description and note text; nothing found says so", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
    { title: "Segment Tree", description: "range queries" },
    { title: "Hashing", notes: { intermediate: "Rolling polynomial" } },
  ]);
  await open(page);
  const search = page.getByRole("searchbox", { name: "Search notes" });
  await search.fill("RANGE");
  await expect(notesList(page).getByRole("listitem")).toHaveCount(1);
  await expect(note(page, "Segment Tree")).toBeVisible();
  await search.fill("polynomial");
  await expect(note(page, "Hashing")).toBeVisible();
  await expect(notesList(page).getByRole("listitem")).toHaveCount(1);
  await search.fill("nothing like this");
  await expect(page.getByText("No notes found")).toBeVisible();
  await expect(page.getByText("No notes yet")).toHaveCount(0);
});

test("delete asks first and removes the note with a toast", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ title: "Stays" }, { title: "Goes" }]);
  await open(page);
  await note(page, "Goes").getByRole("button", { name: "Delete Goes" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this note?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note removed successfully")).toBeVisible();
  await expect(note(page, "Goes")).toHaveCount(0);
  await expect(note(page, "Stays")).toBeVisible();
  expect((await savedNotes(page)).map((n) => n.title)).toEqual(["Stays"]);
});

test("failures show the failure toasts; a stale edit reloads the list and keeps the draft", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ title: "Alpha" }, { title: "Beta" }]);
  await open(page);
  await page.route("**/api/saved/concepts/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await page.getByRole("button", { name: "Add Note" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add Note" });
  await addDialog.getByLabel("Title").fill("Never saved");
  await addDialog.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Note creation failed")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.route("**/api/saved/concepts/remove", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await note(page, "Alpha").getByRole("button", { name: "Delete Alpha" }).click();
  await page.getByRole("dialog", { name: "Delete this note?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note removal failed")).toBeVisible();
  await expect(note(page, "Alpha")).toBeVisible();

  // Another tab removed Alpha: editing Beta at its old place gets a 409 from the server.
  const alphaGone = await page.request.post("/api/saved/concepts/remove", { data: { index: 0 }, headers: { origin: baseURL! } });
  expect(alphaGone.ok()).toBeTruthy();
  await note(page, "Beta").getByRole("button", { name: "Edit Beta" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Note" });
  await editDialog.getByLabel("Title").fill("Beta edited");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Note editing failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("This list has changed");
  await expect(editDialog.getByLabel("Title")).toHaveValue("Beta edited");
  // The list was re-read behind the dialog, so saving again uses Beta's fresh place and succeeds.
  const resent = page.waitForRequest("**/api/saved/concepts/edit");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await resent).postDataJSON()).toMatchObject({ index: 0 });
  await expect(page.getByText("Note edited successfully")).toBeVisible();
  await expect(notesList(page).getByRole("listitem")).toHaveCount(1);
  await expect(note(page, "Beta edited")).toBeVisible();
  expect((await savedNotes(page)).map((n) => n.title)).toEqual(["Beta edited"]);
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ title: "After Retry" }]);
  let fail = true;
  await page.route("**/api/saved/concepts/get", (route) =>
    fail ? route.fulfill({ status: 503, json: { success: false, message: "down" } }) : route.fallback(),
  );
  await page.goto("/concepts");
  await expect(page.getByText("Could not load your notes")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(note(page, "After Retry")).toBeVisible();
});

test("Recent Updates counts notes updated within the last 7 days", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ title: "Fresh" }]);
  const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
  await page.route("**/api/saved/concepts/get", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { allConcepts: Array<{ updatedAt: string }> };
    const stale = {
      ...body.allConcepts[0]!,
      id: "00000000-0000-4000-8000-000000000000",
      title: "Old",
      updatedAt: old,
      notes: { basic: "", intermediate: "", advanced: "deep" },
    };
    await route.fulfill({ response: res, json: { ...body, allConcepts: [...body.allConcepts, stale] } });
  });
  await open(page);
  await expect(page.locator("dd")).toHaveText(["2", "0", "1", "1"]);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /concepts (${theme})`, async ({ signedInPage: page, baseURL }) => {
    await seed(page, baseURL!, [
      { title: "A11y", description: "checked", notes: { basic: "b", advanced: "a" }, problemLinks: ["https://leetcode.com/problems/x/"] },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await open(page);
    await note(page, "A11y").getByRole("button", { name: /^A11y/ }).click();
    await expect(note(page, "A11y").getByRole("region", { name: "Advanced" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Note" }).click();
    await page.getByRole("dialog", { name: "Add Note" }).getByRole("button", { name: "Save Note" }).click();
    await expectAccessible(page);
  });
}
