"use client";
import { useEffect, useState, type ReactNode } from "react";
import { UserLink, type TopBarUser } from "./user-link";

type SessionReply = { user?: { name?: string; userName?: string } };

/** For pages rendered without a request (the static not-found page must not read cookies). */
export function SessionUserSlot({ signedOut }: { signedOut: ReactNode }) {
  const [user, setUser] = useState<TopBarUser | null>(null);
  useEffect(() => {
    let cancelled = false;
    void fetch("/api/auth/session")
      .then((res) => (res.ok ? (res.json() as Promise<SessionReply>) : {}))
      .then((session: SessionReply) => {
        const u = session.user;
        if (!cancelled && u?.userName) setUser({ fullName: u.name || u.userName, userName: u.userName, avatar: "" });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return user ? <UserLink user={user} /> : signedOut;
}
