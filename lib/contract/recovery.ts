import "./zod-setup";
import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";
import { text } from "./common";

/** Any token is accepted here and answered as an invalid link, so a mangled link gets the same clear page as a made-up one. */
const linkTokenSchema = text({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete").max(200, "The link is not valid");

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ token: linkTokenSchema, newPassword: passwordSchema });

/** The confirmation never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const verifyEmailSchema = z.object({ token: linkTokenSchema });

/** Whether or not the account exists. */
export const RESET_LINK_SENT =
  "If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.";
