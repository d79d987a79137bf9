import type { Mail } from "./mailer";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function mail(to: string, subject: string, lines: { intro: string; action: string; outro: string }, link: string): Mail {
  const text = `${lines.intro}\n\n${link}\n\n${lines.outro}\n\nAlgo Ladder`;
  const html = [
    `<p>${escapeHtml(lines.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(lines.action)}</a></p>`,
    `<p>Or paste this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(lines.outro)}</p>`,
    "<p>Algo Ladder</p>",
  ].join("\n");
  return { to, subject, text, html, link };
}

export const resetPasswordMail = (to: string, link: string) =>
  mail(
    to,
    "Reset your Algo Ladder password",
    {
      intro: "Someone asked to reset the password of your Algo Ladder account. To choose a new password, open this link:",
      action: "Choose a new password",
      outro: "The link works once, for 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.",
    },
    link,
  );

export const verifyEmailMail = (to: string, link: string) =>
  mail(
    to,
    "Confirm your email address for Algo Ladder",
    {
      intro: "Please confirm that this is your email address by opening this link:",
      action: "Confirm my email address",
      outro: "The link works once, for 24 hours. If you did not create an Algo Ladder account, ignore this mail.",
    },
    link,
  );
