/**
 * The project's import graph and the two rules it must keep (docs/architecture.md, "Floors"):
 * no import points upward across the layers, and no file reaches itself through its imports.
 * Type-only imports count: a loop of types is still a loop a reader has to untangle.
 */

/** Project-relative path of a file → project-relative paths of the project files it imports. */
export type ImportGraph = Map<string, string[]>;

/**
 * The server's floors, lowest first. A file may import its own floor and the floors below it.
 * Anything else under server/ (the composition root, main, worker, demo, test harness) stands on top.
 */
const SERVER_FLOORS: ReadonlyArray<readonly string[]> = [
  ["server/core/"],
  ["server/db/"],
  ["server/platforms/"],
  // The settings take their defaults from what the platforms allow; mail is configured by them.
  ["server/env.ts", "server/mail/"],
  ["server/http/"],
  ["server/accounts/", "server/sync/"],
  ["server/features/"],
];

/** Modules both sides may import: the contract and the shared time units. */
const SHARED = ["lib/contract/", "lib/time.ts"];

const under = (file: string, prefixes: readonly string[]) => prefixes.some((p) => file === p || file.startsWith(p));
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("server/test/") || file.startsWith("e2e/");

function floorOf(file: string): number | undefined {
  const floor = SERVER_FLOORS.findIndex((prefixes) => under(file, prefixes));
  if (floor >= 0) return floor;
  return file.startsWith("server/") ? SERVER_FLOORS.length : undefined;
}

/** Why `from` may not import `to`, or undefined when it may. Tests may reach anything they exercise. */
export function upwardReason(from: string, to: string): string | undefined {
  if (isTest(from)) return undefined;
  if (under(from, ["lib/contract/"]) && !under(to, SHARED)) return "the contract is shared by both sides and stands alone";
  if (from.startsWith("lib/") && (to.startsWith("components/") || to.startsWith("app/"))) return "lib/ sits below the components and pages";
  if (from.startsWith("components/") && to.startsWith("app/")) return "components sit below the pages";
  const fromFloor = floorOf(from);
  if (fromFloor === undefined) return undefined;
  if (!to.startsWith("server/")) {
    return under(to, SHARED) ? undefined : "the API shares only the contract and the time units with the web app";
  }
  const toFloor = floorOf(to)!;
  if (toFloor > fromFloor) return `server floors: ${from.split("/").slice(0, 2).join("/")} may not import a floor above it`;
  return undefined;
}

export function upwardImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const reason = upwardReason(from, to);
      if (reason) found.push(`${from} → ${to} (${reason})`);
    }
  }
  return found.sort();
}

/** Every import loop, each as the files in it (Tarjan's strongly connected components; a file importing itself counts). */
export function importLoops(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];

  const visit = (root: string) => {
    // Iterative depth-first search: the graph is deep enough to worry a recursive one.
    const work: Array<{ file: string; next: number }> = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work.at(-1)!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const to = targets[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1 || targets.includes(frame.file)) loops.push(component.sort());
      }
    }
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return loops;
}
