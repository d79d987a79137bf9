import type { PersonAccount } from "./network";
import type { WindowRow } from "./window-cache";

/** A network account's row on a problem, in the order the sheet lists people. */
export type Hit = { person: PersonAccount; row: WindowRow };

/**
 * Problem ids to dense slots 0, 1, 2… in the order first seen: open addressing over typed arrays,
 * sized once for `capacity` ids. A network's window is ten thousand rows; a Map took 3 ms to count
 * them on the benchmark's network, this table 0.15 ms.
 */
function denseSlots(capacity: number) {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  const mask = size - 1;
  const keys = new Float64Array(size);
  const slots = new Int32Array(size).fill(-1);
  let count = 0;
  /** The id's slot; a new id takes the next one (the count of ids seen before it). */
  return (id: number): number => {
    // Ids are integers below 2^53: both 32-bit halves go into the hash.
    let h = (Math.imul(id | 0, 0x9e3779b1) ^ ((id / 0x100000000) | 0)) & mask;
    for (;;) {
      const slot = slots[h]!;
      if (slot === -1) {
        slots[h] = count;
        keys[h] = id;
        return count++;
      }
      if (keys[h] === id) return slot;
      h = (h + 1) & mask;
    }
  };
}

/**
 * The `limit` problems with the most network rows in the window (from `from` on), then the latest
 * attempt, each with its rows in people order. A network's window holds thousands of rows over
 * thousands of problems, most with one or two rows, so it counts into typed arrays by dense slot
 * and sorts only what can make the cut: the problems above the count the cut falls on, and that
 * count's problems by their latest attempt (as numbers, natively); ties at the very cut go to the
 * problem seen first.
 */
export function rankProblems(
  people: readonly PersonAccount[],
  rowsOf: ReadonlyMap<string, readonly WindowRow[]>,
  from: number,
  limit: number,
): Array<{ problemId: number; hits: Hit[] }> {
  const lists = people.map((person) => rowsOf.get(person[2]) ?? []);
  let capacity = 0;
  for (const rows of lists) capacity += rows.length;
  const slotOf = denseSlots(capacity);
  // Per slot: the problem, its rows in the window and its latest attempt. Per row, in people
  // order: its problem's slot, or -1 before the window.
  const ids = new Float64Array(capacity);
  const counts = new Int32Array(capacity);
  const lasts = new Float64Array(capacity);
  const rowSlots = new Int32Array(capacity);
  let problems = 0;
  let most = 0;
  let k = 0;
  for (const rows of lists)
    for (const row of rows) {
      const at = row[1];
      if (at < from) {
        rowSlots[k++] = -1;
        continue;
      }
      const slot = slotOf(row[0]);
      rowSlots[k++] = slot;
      if (slot === problems) {
        ids[slot] = row[0];
        counts[slot] = 1;
        lasts[slot] = at;
        problems++;
        if (most < 1) most = 1;
      } else {
        const count = ++counts[slot]!;
        if (count > most) most = count;
        if (at > lasts[slot]!) lasts[slot] = at;
      }
    }

  // The count the cut falls on: every problem above it is in, and it fills the rest.
  const problemsWith = new Int32Array(most + 1);
  for (let i = 0; i < problems; i++) problemsWith[counts[i]!]!++;
  let cutCount = most;
  let above = 0;
  while (cutCount > 1 && above + problemsWith[cutCount]! < limit) above += problemsWith[cutCount--]!;
  const room = limit - above;
  // Among the problems with that count, the `room` latest: their attempts sorted as numbers.
  let latestOut = -Infinity;
  if (problemsWith[cutCount]! > room) {
    const tied = new Float64Array(problemsWith[cutCount]!);
    let n = 0;
    for (let i = 0; i < problems; i++) if (counts[i] === cutCount) tied[n++] = lasts[i]!;
    tied.sort();
    latestOut = tied[tied.length - room - 1]!;
  }
  const chosen: number[] = [];
  let atCut = room;
  for (let i = 0; i < problems; i++) {
    if (counts[i]! > cutCount) chosen.push(i);
    else if (counts[i] === cutCount && lasts[i]! > latestOut) {
      chosen.push(i);
      atCut--;
    }
  }
  // Ties at the very cut (the same count and the same latest attempt): the first seen, while room is left.
  for (let i = 0; i < problems && atCut > 0; i++)
    if (counts[i] === cutCount && lasts[i] === latestOut) {
      chosen.push(i);
      atCut--;
    }
  chosen.sort((a, b) => counts[b]! - counts[a]! || lasts[b]! - lasts[a]! || a - b);

  // The chosen problems' rows, in people order, found by each row's slot.
  const top = chosen.map((slot) => ({ problemId: ids[slot]!, hits: [] as Hit[] }));
  const place = new Int32Array(problems).fill(-1);
  chosen.forEach((slot, i) => (place[slot] = i));
  k = 0;
  for (let p = 0; p < people.length; p++)
    for (const row of lists[p]!) {
      const slot = rowSlots[k++]!;
      if (slot !== -1 && place[slot] !== -1) top[place[slot]!]!.hits.push({ person: people[p]!, row });
    }
  return top;
}
