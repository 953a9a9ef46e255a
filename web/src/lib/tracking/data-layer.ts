// The tag manager's data layer: every §9 event of every area (product views, cart, checkout, listings, page
// views) is pushed here.

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one entry to the tag manager's data layer; the array exists even when no tag manager is loaded. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}
