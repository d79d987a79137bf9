import type { Concept } from "@/lib/contract/concepts";

/** Where the note form keeps what is typed until it is saved: per note and version, so a newer edit starts afresh. */
export const noteDraftKey = (note?: Concept) => (note ? `note:${note.id}:${note.version}` : "note:new");
