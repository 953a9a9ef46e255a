import { describe, expect, it } from 'vitest';
import { queryDataJson } from '../query-data-json';

describe('queryDataJson', () => {
  it('writes what JSON.stringify writes, for infinite data and any other', () => {
    const infinite = {
      pages: [{ items: [{ id: 1, name: 'ą "x" </script>' }], total: 1 }, null],
      pageParams: [{ from: 1 }, 2],
    };
    for (const data of [
      infinite,
      { a: 1, b: [null, 'x'] },
      [1, 2],
      'text',
      3,
      null,
      { pages: [], pageParams: [], extra: 1 },
    ]) {
      expect(JSON.parse(queryDataJson(data))).toEqual(JSON.parse(JSON.stringify(data)));
    }
    expect(queryDataJson(infinite)).toBe(JSON.stringify(infinite));
  });

  it("keeps an infinite query's page text by the page object", () => {
    const page = { items: [{ id: 1 }], total: 1 };
    const first = queryDataJson({ pages: [page], pageParams: [1] });
    // The same object again (a later render of the cached answer) is answered from what was written; a page is
    // never changed once built, so its text stands (this shows the text is the kept one, not written again).
    page.total = 2;
    expect(queryDataJson({ pages: [page], pageParams: [1] })).toBe(first);
    // Another object with other content is written afresh.
    expect(queryDataJson({ pages: [{ ...page }], pageParams: [1] })).toContain('"total":2');
  });

  it('writes other data afresh every time (it may be replaced in place)', () => {
    const data = { total: 1 };
    expect(queryDataJson(data)).toBe('{"total":1}');
    data.total = 2;
    expect(queryDataJson(data)).toBe('{"total":2}');
  });
});
