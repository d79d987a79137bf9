import Link from "next/link";
import { signedInUser } from "@/components/auth/signed-in-user";
import { PublicFrame } from "@/components/layout/public-frame";
import { buttonVariants } from "@/components/ui/button-variants";

/** Reads the user on the server, so no code of its own reaches the browser, where every route's download would carry it. */
export default async function NotFound() {
  const user = await signedInUser();
  return (
    <PublicFrame user={user}>
      <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-500">404</p>
        <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">This page does not exist, or it has moved.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonVariants()}>
            Go to Home
          </Link>
          {user ? (
            <Link href="/dashboard" className={buttonVariants({ variant: "secondary" })}>
              Back to Dashboard
            </Link>
          ) : (
            <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
              Login
            </Link>
          )}
        </div>
      </main>
    </PublicFrame>
  );
}
