import type { Metadata } from "next";
import { CONTACT_EMAIL, InfoPage } from "@/components/info/info-page";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What Algo Ladder collects, why, how long it keeps it, and what you can ask for."
      updated="December 2, 2026"
    >
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul>
          <li>
            <strong>Your account</strong>: full name, username, email address, and, if you register with a password, a one-way hash of it
            (Argon2id; the password itself is never stored). Optional profile fields you fill in: avatar link, bio, university, year of
            study, daily goal.
          </li>
          <li>
            <strong>Google sign-in</strong>: if you sign in with Google, we receive your name and email address from Google and use them
            only to create and sign in to your account. We do not receive your Google password, contacts, files or any other Google data,
            and we do not post anything to your Google account.
          </li>
          <li>
            <strong>Your platform handles</strong> and what their public pages and interfaces show for them: submissions (problem, verdict,
            time), solved problems, contest results and ratings. This is information the platforms already publish.
          </li>
          <li>
            <strong>What you add</strong>: the people and handles you follow, favourite contests, tricky problems (with when each is next
            due for re-solving), notes, and the virtual contests you create or join.
          </li>
          <li>
            <strong>Sessions and security</strong>: a session cookie that keeps you signed in (up to 30 days), single-use email links for
            verification and password resets, and short-lived counts of sign-in attempts used to stop abuse.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use it</h2>
        <p>
          Only to run the product for you: to sign you in, sync your handles, show your progress, and show the people who follow you your
          handles, ratings and the problems you attempted (that is what a network is for). We send email only for account matters such as
          verifying your address or resetting your password.
        </p>
        <p>
          We do not sell your data, show advertising, or use third-party analytics or tracking cookies. We do not share your data with
          anyone except where the law requires it.
        </p>
      </section>
      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">Who can see what</h2>
        <p>
          Your email address is seen only by you. Other users can find you by name, username or handle, follow you, and see your handles,
          ratings and the problems you attempted in the sheet of their network. The people in a virtual contest with you see your name and
          your results in it. Your tricky problems, notes and favourite contests are private to you.
        </p>
      </section>
      <section aria-labelledby="privacy-keep">
        <h2 id="privacy-keep">How long we keep it</h2>
        <p>
          As long as your account exists. When you clear a handle, it stops being synced for you. Sessions end after 30 days unused; email
          links expire within a day; personal access tokens last until you revoke them; sign-in attempt counts are kept for at most an hour.
        </p>
        <p>
          When you delete your account on your Profile, everything of yours is deleted at once, in one step: your account details, sessions
          and access tokens, your links to handles, your follows, favourite contests, tricky problems with their review history, notes,
          settings, and the virtual contests you created (you also leave those you joined). The synced data of your handles is deleted too,
          unless someone else follows that handle: then they keep following the bare handle they typed themselves, with what the platform
          publishes for it, and nothing that links it to you. We send one email to say the account is deleted. Nothing of it is kept in the
          product afterwards; copies in our backups are overwritten within 30 days.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your choices and rights</h2>
        <p>
          You can change your profile and handles at any time. On your Profile you can download all your data (one JSON file, a CSV per
          collection, or your tricky problems as Anki cards), import such a file into an account, and delete your account. You can also ask
          for a copy of your data, for corrections, or for your account and data to be deleted by writing to{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address on your account; we answer within 30 days. If you signed
          in with Google you can also remove Algo Ladder&apos;s access in your Google account settings.
        </p>
      </section>
      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">Changes</h2>
        <p>
          If this policy changes in a way that matters, we say so in the release notes and, for significant changes, by email before they
          take effect.
        </p>
      </section>
    </InfoPage>
  );
}
