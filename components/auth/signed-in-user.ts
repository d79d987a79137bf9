import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import type { TopBarUser } from "@/components/layout/user-link";
import { authOptions } from "@/lib/auth/options";

/** No API call; lets public pages greet a visitor without next-auth in the browser. */
export const signedInUser = cache(async (): Promise<TopBarUser | null> => {
  const user = (await getServerSession(authOptions))?.user;
  if (!user?.userName) return null;
  return { fullName: user.name || user.userName, userName: user.userName, avatar: "" };
});
