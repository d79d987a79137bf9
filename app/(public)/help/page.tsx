import type { Metadata } from "next";
import Link from "next/link";
import { CONTACT_EMAIL, InfoPage } from "@/components/info/info-page";

export const metadata: Metadata = { title: "Help" };

export default function HelpPage() {
  return (
    <InfoPage title="Help" lead="How syncing works, how fresh the numbers are, what each page shows and what we keep.">
      <section id="sync" aria-labelledby="help-sync">
        <h2 id="help-sync">How sync works</h2>
        <p>
          Add your handles under Profile, in the Platform handles section. Each handle is checked with its platform when you save it, then
          synced in the background: your submissions, solved problems, contests and rating are read from the platform&apos;s public pages
          and interfaces. The first sync of a new handle starts within a minute.
        </p>
        <ul>
          <li>
            LeetCode and CodeChef accounts are looked at every 5 minutes after activity in the last hour, every 15 minutes after activity
            earlier that day, and at least every 30 minutes. LeetCode lists only an account&apos;s last 20 submissions, so an account that
            submits a lot is looked at sooner; if more than 20 arrived between two looks, your profile says some may be missing.
          </li>
          <li>
            Codeforces accounts are checked for new activity every 2 minutes after activity in the last hour, every 5 minutes after activity
            that day, and at least every 30 minutes. New submissions are fetched as soon as activity shows, and everything is read again
            once a day.
          </li>
          <li>Sync now, on your profile, looks at your accounts at once (once a minute at most).</li>
          <li>
            When a platform does not answer, the sync retries by itself, waiting longer after each failure, and says so on your profile.
          </li>
        </ul>
      </section>
      <section id="freshness" aria-labelledby="help-freshness">
        <h2 id="help-freshness">How fresh the data is</h2>
        <p>
          Every account shows when it was last synced and when we next look, on your profile and on the dashboard. The Smart Sheet names its
          stalest account. A problem you solved a minute ago appears after the next look at that account; press Sync now if you do not want
          to wait.
        </p>
      </section>
      <section id="pages" aria-labelledby="help-pages">
        <h2 id="help-pages">What each page means</h2>
        <ul>
          <li>
            <strong>Dashboard</strong>: each platform&apos;s rating over its own rank colours, a year of activity, your streak, and problems
            solved by difficulty and by tag, one platform at a time. An active day is a day, in your time zone, on which you made at least
            one submission on any of your platforms.
          </li>
          <li>
            <strong>Smart Sheet</strong>: recent problems ranked by how many people in your network attempted them. Problems you already
            solved are hidden unless you show them. Filters and the page number stay in the address, so a reload or Back keeps them.
          </li>
          <li>
            <strong>Network</strong>: the people and handles you follow, with each platform&apos;s rating in that platform&apos;s own
            colours, sorted by rating or by recent activity.
          </li>
          <li>
            <strong>Train</strong>: problems from the three platforms on one difficulty scale (Codeforces&apos;), picked at the solve chance
            you choose, and a weakness map of your ability per topic on the same scale.
          </li>
          <li>
            <strong>Contests</strong>: your last five contests with their problems marked solved, upsolved, attempted or not tried; upcoming
            contests; and your favourite contests, which you can star from any contest row.
          </li>
          <li>
            <strong>Virtual Contests</strong>: race the people you follow on the same problems. Standings come from the sync, so a solve
            shows once that account is next looked at.
          </li>
          <li>
            <strong>Tricky Problems</strong>: problems worth a second look, with a hint, the intuition and a solution link. Add them by
            hand, from your recent failed attempts, or from a sheet card or a contest problem. Due today lists the ones to re-solve.
          </li>
          <li>
            <strong>Saved Notes</strong>: concept notes at basic, intermediate and advanced level, with problem links.
          </li>
        </ul>
        <p>
          Ratings are never averaged across platforms: a Codeforces 1600 and a LeetCode 1600 are different things, so every figure is given
          per platform. LeetCode awards its Knight and Guardian badges by standing as well as rating; from the rating alone we can only tell
          whether Knight&apos;s 1850 is reached, and we say no more than that.
        </p>
      </section>
      <section id="data" aria-labelledby="help-data">
        <h2 id="help-data">What we store</h2>
        <p>
          Your account details, your handles, what the sync reads from the platforms for those handles, and what you add yourself: the
          people you follow, favourite contests, tricky problems, notes and virtual contests. The full list, and how to have it deleted, is
          in the <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </section>
      <section aria-labelledby="help-contact">
        <h2 id="help-contact">Still stuck?</h2>
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with your username and what you expected to see.
        </p>
      </section>
    </InfoPage>
  );
}
