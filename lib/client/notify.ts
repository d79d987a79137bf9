"use client";
import { toast } from "sonner";
import { MESSAGES, type MessageKey } from "./messages";

/** The one toast helper: spec strings by key, with the server's reason as the description. */
export const notify = {
  success: (key: MessageKey) => toast.success(MESSAGES[key]),
  error: (key: MessageKey, description?: string) => toast.error(MESSAGES[key], description ? { description } : undefined),
  info: (key: MessageKey) => toast(MESSAGES[key]),
};
