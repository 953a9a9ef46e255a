import { useEffect, useRef, useState } from 'react';

/**
 * A page that pays at once from the balance (a quote's, a forward request's): whether it just did, and the element
 * that says so, brought into view once it did (the Pay button was further down the page, and a provider's return
 * would have landed at its top). Lost on reload, as the payment form is: the page then shows the paid status.
 */
export function usePaidAtOnce<Status extends HTMLElement>() {
  const [paidAtOnce, setPaidAtOnce] = useState(false);
  const statusRef = useRef<Status>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView: the optional call keeps the page's tests on the same code.
    if (paidAtOnce) statusRef.current?.scrollIntoView?.({ block: 'center' });
  }, [paidAtOnce]);
  return { paidAtOnce, markPaidAtOnce: () => setPaidAtOnce(true), statusRef };
}
