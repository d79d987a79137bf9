import type { Deps } from "../../http/context";
import { created, route } from "../../http/route";
import { createToken, listTokens, revokeToken } from "./queries";

export function tokenRoutes({ db, now }: Deps) {
  return [
    route("/profile/tokens", async (_, c) => ({ success: true, tokens: await listTokens(db, c.get("userId")) })),
    route("/profile/tokens/create", async (input, c) => {
      const made = await createToken(db, c.get("userId"), input, now());
      return created({ success: true, message: "Token created: copy it now, it is shown only once", ...made });
    }),
    route("/profile/tokens/revoke", async ({ id }, c) => {
      await revokeToken(db, c.get("userId"), id, now());
      return { success: true, message: "Token revoked" };
    }),
  ];
}
