import { expect, expectAccessible, expectSeededOnLoad, test, waitForHydration } from "./fixtures";
import { ConceptsPage } from "./pages/concepts-page";

test("adding a note: links inputs, new notes at the end, stats follow", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.open();
  await expect(page.getByText("No notes yet")).toBeVisible();
  await expect(notes.stats).toHaveText(["0", "0", "0", "0"]);
  await notes.seed(baseURL!, [{ title: "Older Note" }]);
  await page.reload();
  await waitForHydration(page);

  await notes.addButton.click();
  const dialog = notes.addDialog;
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
  await expect(notes.items).toHaveCount(2);
  await expect(notes.items.last()).toContainText("Binary Search");
  await expect(notes.stats).toHaveText(["2", "2", "1", "2"]);
  const saved = await notes.saved();
  expect(saved.map((n) => n.title)).toEqual(["Older Note", "Binary Search"]);
  expect(saved[1]!.problemLinks).toEqual([
    "https://codeforces.com/problemset/problem/1/A",
    "https://leetcode.com/problems/koko-eating-bananas/",
  ]);
});

test("the note form validates title and links, and keeps one link input", async ({ signedInPage: page }) => {
  const notes = new ConceptsPage(page);
  await notes.open();
  await notes.addButton.click();
  const dialog = notes.addDialog;
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
  expect(await notes.saved()).toEqual([]);
});

test("expanding a note shows its levels as text and its links in new tabs", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [
    {
      title: "Graphs",
      description: "BFS and DFS",
      notes: { basic: "Line one\nLine two <b>not bold</b>", intermediate: "Topological order" },
      problemLinks: ["https://codeforces.com/problemset/problem/2/B"],
    },
  ]);
  await notes.open();
  const item = notes.note("Graphs");
  await expect(item.getByText("Topological order")).toBeHidden();
  await notes.expand("Graphs");
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
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [
    { title: "First" },
    { title: "Second", notes: { basic: "old basic" }, problemLinks: ["https://a.example/1", "https://a.example/2"] },
    { title: "Third" },
  ]);
  await notes.open();
  await notes.search.fill("second");
  const sent = page.waitForRequest("**/api/saved/concepts/edit");
  await notes.edit("Second");
  const dialog = notes.editDialog;
  await expect(dialog.getByLabel("Title")).toHaveValue("Second");
  await expect(dialog.getByLabel("Basic")).toHaveValue("old basic");
  await expect(dialog.getByLabel("Problem link 2")).toHaveValue("https://a.example/2");
  await dialog.getByLabel("Title").fill("Second, revised");
  await dialog.getByLabel("Advanced").fill("new advanced idea");
  await dialog.getByRole("button", { name: "Remove link 1" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ index: 1, concept_details: { title: "Second, revised" } });
  await expect(page.getByText("Note edited successfully")).toBeVisible();
  await notes.search.fill("");
  await expect(notes.items).toHaveCount(3);
  await expect(notes.items.nth(1)).toContainText("Second, revised");
  const saved = await notes.saved();
  expect(saved.map((n) => n.title)).toEqual(["First", "Second, revised", "Third"]);
  expect(saved[1]!.problemLinks).toEqual(["https://a.example/2"]);
  expect(saved[1]!.notes?.advanced).toBe("new advanced idea");
});

test("search covers title, description and note text; nothing found says so", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [
    { title: "Segment Tree", description: "range queries" },
    { title: "Hashing", notes: { intermediate: "Rolling polynomial" } },
  ]);
  await notes.open();
  await notes.search.fill("RANGE");
  await expect(notes.items).toHaveCount(1);
  await expect(notes.note("Segment Tree")).toBeVisible();
  await notes.search.fill("polynomial");
  await expect(notes.note("Hashing")).toBeVisible();
  await expect(notes.items).toHaveCount(1);
  await notes.search.fill("nothing like this");
  await expect(page.getByText("No notes found")).toBeVisible();
  await expect(page.getByText("No notes yet")).toHaveCount(0);
});

test("delete asks first and removes the note with a toast", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [{ title: "Stays" }, { title: "Goes" }]);
  await notes.open();
  await notes.deleteNote("Goes");
  await expect(page.getByText("Note removed successfully")).toBeVisible();
  await expect(notes.note("Goes")).toHaveCount(0);
  await expect(notes.note("Stays")).toBeVisible();
  expect((await notes.saved()).map((n) => n.title)).toEqual(["Stays"]);
});

test("failures show the failure toasts; a stale edit reloads the list and keeps the draft", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [{ title: "Alpha" }, { title: "Beta" }]);
  await notes.open();
  await page.route("**/api/saved/concepts/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await notes.addButton.click();
  await notes.addDialog.getByLabel("Title").fill("Never saved");
  await notes.addDialog.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Note creation failed")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.route("**/api/saved/concepts/remove", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await notes.deleteNote("Alpha");
  await expect(page.getByText("Note removal failed")).toBeVisible();
  await expect(notes.note("Alpha")).toBeVisible();

  // Another tab removed Alpha: editing Beta at its old place gets a 409 from the server.
  const [alpha] = (await notes.saved()) as unknown as Array<{ id: string }>;
  const alphaGone = await page.request.post("/api/saved/concepts/remove", {
    data: { index: 0, id: alpha!.id },
    headers: { origin: baseURL! },
  });
  expect(alphaGone.ok()).toBeTruthy();
  await notes.edit("Beta");
  const editDialog = notes.editDialog;
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
  await expect(notes.items).toHaveCount(1);
  await expect(notes.note("Beta edited")).toBeVisible();
  expect((await notes.saved()).map((n) => n.title)).toEqual(["Beta edited"]);
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [{ title: "After Retry" }]);
  let fail = true;
  await page.route("**/api/saved/concepts/get", (route) =>
    fail ? route.fulfill({ status: 503, json: { success: false, message: "down" } }) : route.fallback(),
  );
  // Reached from inside the app, where the browser reads the list (a page load reads it on the server).
  await notes.openFromApp();
  await expect(page.getByText("Could not load your notes")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(notes.note("After Retry")).toBeVisible();
});

test("a page load brings the notes in the server's HTML, and the page hydrates without a mismatch", async ({
  signedInPage: page,
  baseURL,
}) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [{ title: "Noted On The Server" }]);
  const text = "Noted On The Server";
  await expectSeededOnLoad(page, { baseURL: baseURL!, path: "/concepts", text, open: () => notes.open(), shown: notes.note(text) });
});

test("Recent Updates counts notes updated within the last 7 days", async ({ signedInPage: page, baseURL }) => {
  const notes = new ConceptsPage(page);
  await notes.seed(baseURL!, [{ title: "Fresh" }]);
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
  // From inside the app, so the browser reads the list the route above changes.
  await notes.openFromApp();
  await expect(notes.stats).toHaveText(["2", "0", "1", "1"]);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /concepts (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const notes = new ConceptsPage(page);
    await notes.seed(baseURL!, [
      { title: "A11y", description: "checked", notes: { basic: "b", advanced: "a" }, problemLinks: ["https://leetcode.com/problems/x/"] },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await notes.open();
    await notes.expand("A11y");
    await expect(notes.note("A11y").getByRole("region", { name: "Advanced" })).toBeVisible();
    await expectAccessible(page);
    await notes.addButton.click();
    await notes.addDialog.getByRole("button", { name: "Save Note" }).click();
    await expectAccessible(page);
  });
}
