import type { ReactNode } from "react";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";
import type { TopBarUser } from "./user-link";

/** For pages outside the signed-in shell; rendered on the server. */
export function PublicFrame({ user, current, children }: { user: TopBarUser | null | "ask"; current?: string; children: ReactNode }) {
  return (
    <>
      <TopBar user={user} current={current} />
      <div className="flex flex-1 flex-col">{children}</div>
      <Footer />
    </>
  );
}
