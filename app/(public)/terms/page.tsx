import type { Metadata } from "next";
import Link from "next/link";
import { CONTACT_EMAIL, InfoPage } from "@/components/info/info-page";

export const metadata: Metadata = { title: "Terms of Service" };

export default function TermsPage() {
  return (
    <InfoPage title="Terms of Service" lead="The rules for using Algo Ladder, in plain words." updated="November 24, 2026">
      <section aria-labelledby="terms-use">
        <h2 id="terms-use">Using Algo Ladder</h2>
        <p>
          Algo Ladder is free to use. By creating an account you agree to these terms and to the <Link href="/privacy">Privacy Policy</Link>
          . You must give accurate account details and keep your password to yourself; you are responsible for what happens under your
          account.
        </p>
      </section>
      <section aria-labelledby="terms-handles">
        <h2 id="terms-handles">Your handles and content</h2>
        <p>
          Add only handles that are yours, or, when following someone, handles they use publicly. Your notes and tricky problems remain
          yours; you give us only the permission needed to store and show them to you.
        </p>
      </section>
      <section aria-labelledby="terms-fair">
        <h2 id="terms-fair">Fair use</h2>
        <ul>
          <li>Do not try to get into other people&apos;s accounts or data.</li>
          <li>Do not use Algo Ladder to overload the platforms or to scrape them through us.</li>
          <li>Do not use it to harass anyone or to publish unlawful content.</li>
        </ul>
        <p>We may suspend accounts that break these rules, and will tell you why.</p>
      </section>
      <section aria-labelledby="terms-platforms">
        <h2 id="terms-platforms">The platforms</h2>
        <p>
          LeetCode, Codeforces and CodeChef are independent services with their own terms. Algo Ladder is not affiliated with them and shows
          what they publish; it can be late or incomplete when a platform is slow, down or changes its pages.
        </p>
      </section>
      <section aria-labelledby="terms-warranty">
        <h2 id="terms-warranty">No warranty</h2>
        <p>
          The service is provided as it is, without warranties. To the extent the law allows, we are not liable for indirect losses or for
          data a platform did not give us. You can stop using Algo Ladder and ask for your account to be deleted at any time.
        </p>
      </section>
      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes and contact</h2>
        <p>
          We announce changes to these terms in the <Link href="/blog">release notes</Link> before they apply. Questions:{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </section>
    </InfoPage>
  );
}
