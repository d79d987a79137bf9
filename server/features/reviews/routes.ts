import { Hono } from "hono";
import { acceptOfferSchema, gradeReviewSchema, reviewSettingsSchema } from "@/lib/contract/reviews";
import type { AppEnv, Deps } from "../../http/context";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { notFound } from "../../core/errors";
import { dueCards, loadCard, loadCards, markReview } from "./cards";
import { acceptOffer, dismissOffer, reviewOffers } from "./offers";
import { loadSettings, saveSettings } from "./settings";

/**
 * Spaced re-solving (docs/decisions/017-spaced-re-solving.md). Cards are replayed from their review
 * log whenever they are read, so whatever a sync brought in since is graded without any hook in it.
 */
export function reviewRoutes({ db, now }: Deps) {
  return new Hono<AppEnv>()
    .get("/due", async (c) => {
      const at = now();
      return reply(c, "/reviews/due", { success: true, ...dueCards(await loadCards(db, c.get("userId"), at), at) });
    })
    .get("/cards", async (c) => {
      const at = now();
      const cards = await loadCards(db, c.get("userId"), at);
      return reply(c, "/reviews/cards", { success: true, cards, counts: dueCards(cards, at).counts });
    })
    .post("/grade", ...jsonBody(gradeReviewSchema), async (c) => {
      const { stumbleId, passed, fromScratch } = c.req.valid("json");
      const userId = c.get("userId");
      const at = now();
      if (!(await markReview(db, userId, stumbleId, passed, fromScratch, at))) throw notFound("Problem");
      const card = await loadCard(db, userId, stumbleId, at);
      if (!card) throw notFound("Problem");
      return reply(c, "/reviews/grade", { success: true, message: "Review saved", card });
    })
    .get("/settings", async (c) => reply(c, "/reviews/settings", { success: true, settings: await loadSettings(db, c.get("userId")) }))
    .post("/settings/update", ...jsonBody(reviewSettingsSchema), async (c) => {
      const settings = await saveSettings(db, c.get("userId"), c.req.valid("json"));
      return reply(c, "/reviews/settings/update", { success: true, message: "Review settings saved", settings });
    })
    .get("/offers", async (c) => reply(c, "/reviews/offers", { success: true, offers: await reviewOffers(db, c.get("userId")) }))
    .post("/offers/accept", ...jsonBody(acceptOfferSchema), async (c) => {
      const stumble = await acceptOffer(db, c.get("userId"), c.req.valid("json").problemId, now());
      return reply(c, "/reviews/offers/accept", { success: true, message: "Problem added successfully", stumble }, 201);
    })
    .post("/offers/dismiss", ...jsonBody(acceptOfferSchema), async (c) => {
      await dismissOffer(db, c.get("userId"), c.req.valid("json").problemId, now());
      return reply(c, "/reviews/offers/dismiss", { success: true, message: "Offer dismissed" });
    });
}
