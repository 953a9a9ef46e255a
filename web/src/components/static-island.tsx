import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useLinkDelegation } from '@/lib/use-link-delegation';

const SERVER = typeof document === 'undefined';
const subscribeToNothing = () => () => undefined;

/**
 * True on the server and while React hydrates the server's HTML (it reads the server snapshot then), false for any
 * later render in the browser.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * True while the element a component renders is the one React hydrated from the server's HTML and `content` (what
 * that HTML shows) has been the content it was hydrated with all along: the HTML need not be written again. False
 * on the server, for a component first drawn in the browser (after a navigation), and from the first change of
 * `content` on, for good: the kept HTML went with that change, so content that comes back to the first value (the
 * footer of the page the visit started on, after Back) must be drawn again, not kept as an empty element.
 */
function useKeptServerHtml(content: unknown): boolean {
  const hydrating = useHydrating();
  // Decided on the first render: hydrated from the server's HTML, or drawn in the browser.
  const [fromServer] = useState(() => (SERVER || !hydrating ? null : { content, changed: false }));
  if (fromServer === null) return false;
  // A latch set during render: it only ever goes from kept to drawn, so a render React throws away can at worst
  // draw the children one render early, which shows the same thing.
  if (!Object.is(fromServer.content, content)) fromServer.changed = true;
  return !fromServer.changed;
}

/**
 * Content that never changes in the browser (links, text, images): the server renders `children`, and the browser
 * keeps that HTML as it is instead of hydrating it. React leaves an element's inner HTML alone when it hydrates one
 * with `dangerouslySetInnerHTML`, so none of the components inside run on the phone's main thread at start-up (a
 * router link alone subscribes to the router and builds its location). Clicks on on-site links inside navigate in
 * the app, as the router's links would (the same delegation as the product cards).
 *
 * `content` stands for what the children show (e.g. the query's data, the path, a string of the inputs): while it
 * is the one hydrated with, the server's HTML stays; once it changes (or when the island is first drawn in the
 * browser, after a navigation) the children are rendered as usual. Nothing interactive belongs inside: a button's
 * handler would never be attached.
 */
export function StaticIsland({
  content,
  className,
  testId,
  children,
}: {
  content: unknown;
  className?: string;
  testId?: string;
  children: ReactNode;
}): ReactNode {
  const kept = useKeptServerHtml(content);
  const links = useLinkDelegation();
  const props = { className, 'data-testid': testId, ...links };
  if (kept) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the server's HTML inside is kept as it is.
    return <div key="server" {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  // Another key: the kept HTML goes with its element instead of staying beside what React now draws.
  return (
    <div key="browser" {...props}>
      {children}
    </div>
  );
}
