import "./zod-setup";
import { z } from "zod";
import { text } from "./common";

export const USER_NAME_PATTERN = /^[a-z0-9_.-]+$/;

export const userNameSchema = text({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(3, "Username must be 3 to 30 characters")
  .max(30, "Username must be 3 to 30 characters")
  .regex(USER_NAME_PATTERN, "Use lower-case letters, digits, '_', '.' or '-' only");

export const emailSchema = text({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const passwordSchema = text({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const fullNameSchema = text({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(80, "Full name must be at most 80 characters");

export const signupSchema = z.object({
  fullName: fullNameSchema,
  userName: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The confirmation never leaves the browser. */
export const registerFormSchema = signupSchema.extend({ confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  message: "Passwords do not match",
});

export const signinSchema = z.object({
  identifier: text({ error: "Email or username is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email or username is required")
    .max(254, "Email or username is too long"),
  password: text({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long"),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  avatar: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const INVALID_CREDENTIALS = "Invalid email or password";
