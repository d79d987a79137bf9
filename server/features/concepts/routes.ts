import { Hono } from "hono";
import { conceptInputSchema, editConceptSchema, removeConceptSchema } from "@/lib/contract/concepts";
import type { AppEnv, Deps } from "../../http/context";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { addConcept, editConcept, listConcepts, removeConcept } from "./queries";

export function conceptRoutes({ db, now }: Deps) {
  return new Hono<AppEnv>()
    .get("/get", async (c) => reply(c, "/saved/concepts/get", { success: true, allConcepts: await listConcepts(db, c.get("userId")) }))
    .post("/add", ...jsonBody(conceptInputSchema), async (c) => {
      const concept = await addConcept(db, c.get("userId"), c.req.valid("json"), now());
      return reply(c, "/saved/concepts/add", { success: true, message: "Note created successfully", concept }, 201);
    })
    .post("/edit", ...jsonBody(editConceptSchema), async (c) => {
      const { concept_details, ...address } = c.req.valid("json");
      const concept = await editConcept(db, c.get("userId"), address, concept_details, now());
      return reply(c, "/saved/concepts/edit", { success: true, message: "Note edited successfully", concept });
    })
    .post("/remove", ...jsonBody(removeConceptSchema), async (c) => {
      await removeConcept(db, c.get("userId"), c.req.valid("json"));
      return reply(c, "/saved/concepts/remove", { success: true, message: "Note removed successfully" });
    });
}
