import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// Most test files share one jsdom (isolate: false in vitest.config.ts). What a file leaves on the page (globals
// such as the data layer, storage, cookies, the address, the root element's attributes) is undone when the file
// ends, so the next file starts from the page as jsdom made it.
// Files in the node environment (`// @vitest-environment node`, the server render's side) have no page.
const hasPage = typeof window !== 'undefined';
let windowKeys = new Set<string>();
beforeAll(() => {
  if (hasPage) windowKeys = new Set(Object.keys(window));
});
afterAll(() => {
  if (!hasPage) return;
  const globals = window as unknown as Record<string, unknown>;
  for (const key of Object.keys(window)) if (!windowKeys.has(key)) delete globals[key];
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring whatever cookies a file set, by name.
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});
