/**
 * The browser's date and number formatting (Intl) loads its locale data the first time any
 * formatter is built: 15–20 ms on a fast desktop, four times that on a mid-range phone. Signed-in
 * pages format dates and counts while they hydrate, so that cost used to land inside the page's
 * longest task. This script pays it in a task of its own, just after the first paint and before
 * the page's scripts run (docs/decisions/022-short-tasks-on-load.md). It changes nothing on the
 * page: the browser's zone it reads is read again, from the warm cache, where it is used.
 */
const WARM_UP = `requestAnimationFrame(function(){setTimeout(function(){try{Intl.DateTimeFormat().resolvedOptions();new Intl.NumberFormat("en-US").format(1)}catch(e){}},0)})`;

export function IntlWarmUp({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WARM_UP }} />;
}
