import type { Deps } from "../../http/context";
import { created, route } from "../../http/route";
import { notFound } from "../../core/errors";
import { dueCards, loadCard, loadCards, markReview } from "./cards";
import { acceptOffer, dismissOffer, reviewOffers } from "./offers";
import { loadSettings, saveSettings } from "./settings";

/** Cards are replayed whenever read, so what a sync brought is graded with no hook in it (docs/decisions/017-spaced-re-solving.md). */
export function reviewRoutes({ db, now }: Deps) {
  return [
    route("/reviews/due", async (_, c) => {
      const at = now();
      return { success: true, ...dueCards(await loadCards(db, c.get("userId"), at), at) };
    }),
    route("/reviews/cards", async (_, c) => {
      const at = now();
      const cards = await loadCards(db, c.get("userId"), at);
      return { success: true, cards, counts: dueCards(cards, at).counts };
    }),
    route("/reviews/grade", async ({ stumbleId, passed, fromScratch }, c) => {
      const userId = c.get("userId");
      const at = now();
      if (!(await markReview(db, userId, stumbleId, passed, fromScratch, at))) throw notFound("Problem");
      const card = await loadCard(db, userId, stumbleId, at);
      if (!card) throw notFound("Problem");
      return { success: true, message: "Review saved", card };
    }),
    route("/reviews/settings", async (_, c) => ({ success: true, settings: await loadSettings(db, c.get("userId")) })),
    route("/reviews/settings/update", async (input, c) => {
      const settings = await saveSettings(db, c.get("userId"), input);
      return { success: true, message: "Review settings saved", settings };
    }),
    route("/reviews/offers", async (_, c) => ({ success: true, offers: await reviewOffers(db, c.get("userId")) })),
    route("/reviews/offers/accept", async ({ problemId }, c) => {
      const stumble = await acceptOffer(db, c.get("userId"), problemId, now());
      return created({ success: true, message: "Problem added successfully", stumble });
    }),
    route("/reviews/offers/dismiss", async ({ problemId }, c) => {
      await dismissOffer(db, c.get("userId"), problemId, now());
      return { success: true, message: "Offer dismissed" };
    }),
  ];
}
