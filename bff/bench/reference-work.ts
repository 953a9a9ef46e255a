import { brotliCompressSync, constants } from 'node:zlib';

// A fixed piece of work, timed on this machine at the start and the end of a bench run. The shared virtual
// machines these benches run on change speed by up to 2× within minutes (load average alone does not show it),
// and every absolute figure moves with them: the CPU per render, pages per second. The page bench prints its CPU
// per render also in units of this work, which two runs can compare when their absolute figures cannot.
// The work is made of what a page render spends its CPU on: HTML built from objects in template strings, JSON
// written and read, brotli at quality 4. That is the quality pages are sent with today (plugins/compression.ts),
// written out here rather than imported so that the work stays the same, and comparable, if the app's changes.

const ITEMS = Array.from({ length: 48 }, (_, i) => ({
  id: i,
  name: `Product ${i} «name» & co`,
  manufacturer: `Maker ${i % 7}`,
  price: 10 + i * 1.5,
  path: `/lt/p/maker-${i % 7}/product-${i}`,
}));
const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One unit of the work; its result is returned so that nothing of it can be optimised away. */
function unit(): number {
  let html = '';
  for (let round = 0; round < 8; round += 1) {
    for (const item of ITEMS) {
      html += `<article data-id="${item.id}"><h3><a href="${item.path}" title="${escapeText(item.name)}">${escapeText(item.name)}</a></h3><p>${escapeText(item.manufacturer)}</p><p>${item.price.toFixed(2)} €</p></article>`;
    }
  }
  const state = JSON.parse(JSON.stringify({ items: ITEMS, html })) as { html: string };
  return brotliCompressSync(state.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

/** The median time of one unit over `rounds` rounds, in ms (after a warm-up, so the JIT has settled). */
export function referenceWorkMs(rounds = 31): number {
  let sink = 0;
  for (let i = 0; i < 20; i += 1) sink += unit();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    sink += unit();
    times.push(performance.now() - started);
  }
  if (sink < 0) throw new Error('unreachable');
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}
