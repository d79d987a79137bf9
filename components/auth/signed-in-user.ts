import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import type { TopBarUser } from "@/components/layout/user-link";
import { authOptions } from "@/lib/auth/options";

/**
 * Who is signed in, read on the server from the next-auth cookie (no API call), once per
 * request. Public pages use it to greet a signed-in visitor without loading next-auth in the
 * browser. The session carries no avatar, so the top bar shows initials here.
 */
export const signedInUser = cache(async (): Promise<TopBarUser | null> => {
  const user = (await getServerSession(authOptions))?.user;
  if (!user?.userName) return null;
  return { fullName: user.name || user.userName, userName: user.userName, avatar: "" };
});
