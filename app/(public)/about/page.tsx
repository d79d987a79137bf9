import type { Metadata } from "next";
import Link from "next/link";
import { CONTACT_EMAIL, InfoPage } from "@/components/info/info-page";

export const metadata: Metadata = { title: "About" };

export default function AboutPage() {
  return (
    <InfoPage title="About Algo Ladder" lead="A practice companion for programmers who compete on LeetCode, Codeforces and CodeChef.">
      <section>
        <h2>What it is for</h2>
        <p>
          Practice goes further when you work on the right problems and come back to the ones that beat you. Algo Ladder brings your three
          platforms into one place: your ratings and activity, the problems the people you follow are working on, your last contests ready
          to upsolve, and your own notes on tricky problems and concepts.
        </p>
      </section>
      <section>
        <h2>How it gets your data</h2>
        <p>
          You give your public handles; Algo Ladder reads the public pages and interfaces of each platform for those handles, the same
          information anyone can see on your profile there. It never asks for your platform passwords and never submits anything on your
          behalf. How often each account is looked at is explained in <Link href="/help#sync">Help</Link>.
        </p>
      </section>
      <section>
        <h2>Who we are</h2>
        <p>
          Algo Ladder is an independent project, not affiliated with LeetCode, Codeforces or CodeChef. Questions, ideas and problem reports
          are welcome at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. What changed lately is in the{" "}
          <Link href="/blog">release notes</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
