import { describe, expect, it } from 'vitest';
import { htmlResponse, renderedHtml } from '../src/server-render.js';

describe('htmlResponse / renderedHtml', () => {
  it("keeps the page's bytes beside a body-less Response with its status and headers", () => {
    const html = new TextEncoder().encode('<p>é</p>');
    const response = htmlResponse(html, { status: 404, headers: { 'content-type': 'text/html' } });
    expect([response.status, response.headers.get('content-type'), response.body]).toEqual([
      404,
      'text/html',
      null,
    ]);
    expect(renderedHtml(response)).toBe(html);
  });

  it('has no page for any other Response', () => {
    expect(renderedHtml(new Response('<p>x</p>'))).toBeUndefined();
    expect(renderedHtml(new Response(null, { status: 302 }))).toBeUndefined();
  });
});
