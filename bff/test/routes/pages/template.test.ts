import { expect, test } from 'vitest';
import { compileTemplate } from '../../../src/routes/pages/template.js';

const parts = {
  htmlAttributes: { lang: 'lv', 'data-variant': 'lv', 'data-theme': 'default' },
  head: '<title>T</title>',
  firstPaint: '<header>H</header>',
  bootstrap: '<script id="b" nonce="N">{}</script>',
  nonce: 'N',
};

test('the template gets our html attributes, keeps its own others, and fills both markers', () => {
  const render = compileTemplate(
    '<!doctype html><html lang="lt" data-theme="x" class="c"><head><!--ssr-head--></head><body><!--ssr-bootstrap--></body></html>',
  );
  expect(render(parts)).toBe(
    '<!doctype html><html lang="lv" data-variant="lv" data-theme="default" class="c"><head><title>T</title></head><body><script id="b" nonce="N">{}</script></body></html>',
  );
});

test('the first paint goes into the root where the template marks it, and nowhere without the marker', () => {
  const marked = compileTemplate(
    '<html><head><!--ssr-head--></head><body><div id="root"><!--ssr-first-paint--></div><!--ssr-bootstrap--></body></html>',
  );
  expect(marked(parts)).toContain('<div id="root"><header>H</header></div>');
  const unmarked = compileTemplate('<html><head></head><body><div id="root"></div></body></html>');
  expect(unmarked(parts)).not.toContain('<header>H</header>');
});

test("every script of the template carries the response's nonce", () => {
  const render = compileTemplate(
    '<html><head><!--ssr-head--><script type="module" src="/a.js"></script><SCRIPT>1</SCRIPT></head><body><!--ssr-bootstrap--></body></html>',
  );
  const html = render({ ...parts, nonce: 'abc' });
  expect(html).toContain('<script nonce="abc" type="module" src="/a.js"></script>');
  expect(html).toContain('<script nonce="abc">1</SCRIPT>');
});

test('a template without markers still gets the head and bootstrap, before </head> and </body>', () => {
  const render = compileTemplate('<html><head></head><body><div id="root"></div></body></html>');
  expect(render(parts)).toBe(
    '<html lang="lv" data-variant="lv" data-theme="default"><head><title>T</title></head><body><div id="root"></div><script id="b" nonce="N">{}</script></body></html>',
  );
});

test('attribute values are escaped', () => {
  const render = compileTemplate(
    '<html><head><!--ssr-head--></head><body><!--ssr-bootstrap--></body></html>',
  );
  expect(render({ ...parts, htmlAttributes: { lang: '"><script>' } })).toContain(
    '<html lang="&quot;&gt;&lt;script&gt;">',
  );
});
