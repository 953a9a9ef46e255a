/**
 * §8: a section whose call failed shows as empty (the page leaves it out) rather than as an error, in the browser.
 * During a server render the failure stands instead: the page's loader drops failed queries from what the page
 * hands over, so the HTML shows the section's reserved boxes and the browser asks for it again. An empty answer
 * handed over as if it were the shop's would hide the section for as long as the answer stays fresh (minutes),
 * although the shop was only slow for that one render (say, the first page after a cold start).
 */
export function emptyOnFailureInBrowser<T>(call: Promise<T>, empty: T): Promise<T> {
  if (typeof window === 'undefined') return call;
  return call.catch(() => empty);
}
