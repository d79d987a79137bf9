import { BookOpen, Flag, LineChart, ListChecks, Mountain, Puzzle, Trophy, Users } from "@/components/ui/static-icons";
import { signedInUser } from "@/components/auth/signed-in-user";
import { LandingActions } from "@/components/landing/landing-actions";
import { PublicFrame } from "@/components/layout/public-frame";

const FEATURES = [
  { icon: ListChecks, title: "Smart Sheet", text: "Recent problems ranked by how many people in your network attempted them." },
  { icon: Mountain, title: "Train", text: "Problems from all three platforms on one difficulty scale, at the solve chance you pick." },
  { icon: Users, title: "Network", text: "Follow programmers and see their handles and ratings on every platform." },
  { icon: Trophy, title: "Contests", text: "Upsolve your last five contests, keep favourites and see what is coming up." },
  { icon: Flag, title: "Virtual Contests", text: "Race the people you follow on the same problems, ranked from your synced submissions." },
  { icon: Puzzle, title: "Tricky Problems", text: "Save the problems that beat you, with a hint, the intuition and a solution link." },
  { icon: BookOpen, title: "Saved Notes", text: "Concept notes at basic, intermediate and advanced level, with problem links." },
  { icon: LineChart, title: "Dashboard", text: "Your ratings, activity and streaks across LeetCode, Codeforces and CodeChef." },
];

export default async function LandingPage() {
  const user = await signedInUser();
  // A signed-in visitor is greeted by name and not redirected away.
  return (
    <PublicFrame user={user} current="/">
      <main id="main" className="flex-1">
        <section className="mx-auto max-w-5xl px-4 pt-20 pb-16 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
            LeetCode · Codeforces · CodeChef
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Climb your practice, <span className="text-brand-600 dark:text-brand-400">one rung at a time</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">
            Algo Ladder keeps your handles, your network and your contests in one place, and tells you what to solve next.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <LandingActions signedIn={user !== null} />
          </div>
        </section>
        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 pb-24">
          <h2 id="features" className="sr-only">
            Features
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-xl border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900">
                <f.icon className="h-6 w-6 text-brand-500" />
                <h3 className="mt-3 font-semibold">{f.title}</h3>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </PublicFrame>
  );
}
