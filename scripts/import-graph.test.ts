import { importLoops, upwardImports, upwardReason, type ImportGraph } from "./import-graph";

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe("import loops", () => {
  it("finds a loop of three files, and only the files in it", () => {
    const loops = importLoops(
      graph({
        "components/layout/top-bar.tsx": ["components/layout/user-link.tsx", "lib/cn.ts"],
        "components/layout/user-link.tsx": ["components/layout/session-user-slot.tsx"],
        "components/layout/session-user-slot.tsx": ["components/layout/top-bar.tsx"],
        "lib/cn.ts": [],
      }),
    );
    expect(loops).toEqual([
      ["components/layout/session-user-slot.tsx", "components/layout/top-bar.tsx", "components/layout/user-link.tsx"],
    ]);
  });

  it("counts a file importing itself, and passes a graph without loops", () => {
    expect(importLoops(graph({ "a.ts": ["a.ts"] }))).toEqual([["a.ts"]]);
    expect(importLoops(graph({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["c.ts"], "c.ts": [] }))).toEqual([]);
  });
});

describe("upward imports", () => {
  it.each([
    ["server/db/list-position.ts", "server/http/errors.ts"],
    ["server/mail/mailer.ts", "server/http/logger.ts"],
    ["server/http/middleware.ts", "server/features/auth/sessions.ts"],
    ["server/http/context.ts", "server/sync/clients.ts"],
    ["server/core/errors.ts", "server/db/client.ts"],
    ["server/sync/store.ts", "server/features/profile/handles.ts"],
    ["lib/contract/routes.ts", "lib/client/api.ts"],
    ["lib/hooks/use-now.ts", "components/ui/button.tsx"],
    ["components/layout/top-bar.tsx", "app/layout.tsx"],
    ["server/features/auth/routes.ts", "lib/env.ts"],
  ])("refuses %s → %s", (from, to) => {
    expect(upwardReason(from, to)).toBeDefined();
  });

  it.each([
    ["server/db/list-position.ts", "server/core/errors.ts"],
    ["server/features/network/routes.ts", "server/http/route.ts"],
    ["server/features/network/routes.ts", "server/features/profile/queries.ts"],
    ["server/app.ts", "server/features/auth/routes.ts"],
    ["server/sync/scheduler.ts", "lib/contract/platforms.ts"],
    ["components/dashboard/countdown.ts", "lib/time.ts"],
    ["server/db/list-position.test.ts", "server/test/harness.ts"],
  ])("allows %s → %s", (from, to) => {
    expect(upwardReason(from, to)).toBeUndefined();
  });

  it("lists each upward import with its reason", () => {
    expect(upwardImports(graph({ "server/db/a.ts": ["server/core/b.ts", "server/http/c.ts"] }))).toEqual([
      "server/db/a.ts → server/http/c.ts (server floors: server/db may not import a floor above it)",
    ]);
  });
});
