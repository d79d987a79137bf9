import type { Deps } from "../../http/context";
import { created, route } from "../../http/route";
import { addConcept, editConcept, listConcepts, removeConcept } from "./queries";

export function conceptRoutes({ db, now }: Deps) {
  return [
    route("/saved/concepts/get", async (_, c) => ({ success: true, allConcepts: await listConcepts(db, c.get("userId")) })),
    route("/saved/concepts/add", async (input, c) => {
      const concept = await addConcept(db, c.get("userId"), input, now());
      return created({ success: true, message: "Note created successfully", concept });
    }),
    route("/saved/concepts/edit", async ({ concept_details, ...address }, c) => {
      const concept = await editConcept(db, c.get("userId"), address, concept_details, now());
      return { success: true, message: "Note edited successfully", concept };
    }),
    route("/saved/concepts/remove", async (input, c) => {
      await removeConcept(db, c.get("userId"), input);
      return { success: true, message: "Note removed successfully" };
    }),
  ];
}
