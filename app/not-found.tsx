import { PublicFrame } from "@/components/layout/public-frame";
import { NotFoundActions } from "@/components/layout/not-found-actions";

/** Static, because every route carries it: the top bar learns who is signed in after load. */
export default function NotFound() {
  return (
    <PublicFrame user="ask">
      <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-500">404</p>
        <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">This page does not exist, or it has moved.</p>
        <NotFoundActions />
      </main>
    </PublicFrame>
  );
}
