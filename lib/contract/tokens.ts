import "./zod-setup";
import { z } from "zod";
import { requiredText } from "./common";

/** So the web app tells a personal token from a session at a glance. */
export const PERSONAL_TOKEN_PREFIX = "alp_";
export const TOKEN_SCOPES = ["read", "write"] as const;

export const createTokenSchema = z.object({
  name: requiredText(60, "Name"),
  scope: z.enum(TOKEN_SCOPES, { error: "Scope is read or write" }),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

export const revokeTokenSchema = z.object({ id: z.uuid({ error: "No such token" }) });

export const personalTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;
