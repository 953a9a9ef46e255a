// A server render sends its query cache to the browser as JSON text per query (query-client.ts). A listing's
// result set is most of a category page's data (~20 KB of JSON), and within the bff's page data cache's TTL every
// render of that page holds the very same pages object (listing-query.ts keeps it per answer): its text is
// written once and kept by the object. Only an infinite query's pages are kept: they are built once and never
// changed; any other query's data is written afresh, so nothing can send text that no longer matches its object.

const keptText = new WeakMap<object, string>();

interface InfiniteData {
  pages: unknown[];
  pageParams: unknown[];
}

function isInfiniteData(data: unknown): data is InfiniteData {
  if (data === null || typeof data !== 'object') return false;
  const keys = Object.keys(data);
  return (
    keys.length === 2 &&
    Array.isArray((data as Partial<InfiniteData>).pages) &&
    Array.isArray((data as Partial<InfiniteData>).pageParams)
  );
}

function pageText(page: unknown): string {
  if (page === null || typeof page !== 'object') return JSON.stringify(page) ?? 'null';
  let text = keptText.get(page);
  if (text === undefined) {
    text = JSON.stringify(page) ?? 'null';
    keptText.set(page, text);
  }
  return text;
}

/** JSON.stringify(data), with an infinite query's pages written once per pages object. */
export function queryDataJson(data: unknown): string {
  if (!isInfiniteData(data)) return JSON.stringify(data);
  return `{"pages":[${data.pages.map(pageText).join(',')}],"pageParams":${JSON.stringify(data.pageParams)}}`;
}
