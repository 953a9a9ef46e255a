// Writes the demo site assets (logos, hero images, benefit icons) as small SVGs, so every brand looks
// different without binary files in git. Run once after changing it: node bff/assets/generate-site-assets.mjs
// Brand 4 gets no hero images and brand 6 no benefit icons: they show the brand-1 fallback (spec §1).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const colours = ['#0b5fff', '#d6336c', '#2b8a3e', '#e8590c', '#7048e8', '#0c8599'];
const variantColours = {
  lt: '#1c7c54',
  lv: '#9e1b32',
  ee: '#0072ce',
  pj: '#5c3d99',
  tp: '#c2410c',
  nl: '#ae1c28',
  ae: '#00732f',
};

const write = (path, svg) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${svg.trim()}\n`);
};
const logo = (label, colour) => `
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="${label}">
  <rect width="48" height="48" rx="10" fill="${colour}"/>
  <text x="24" y="32" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label.slice(0, 2).toUpperCase()}</text>
  <text x="60" y="31" font-family="system-ui,sans-serif" font-size="18" font-weight="600" fill="${colour}">${label}</text>
</svg>`;
const hero = (label, colour, n) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800" role="img" aria-label="${label} hero ${n}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
  <rect width="1600" height="800" fill="url(#g)"/>
  <circle cx="${n === 1 ? 1250 : 350}" cy="400" r="260" fill="#fff" fill-opacity="0.12"/>
  <text x="800" y="420" font-family="system-ui,sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
const shapes = [
  '<path d="M8 24l10 10 22-22" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  '<path d="M6 30h26V16h8l6 8v6h-4M6 30v4h4M32 34h4" fill="none" stroke="#fff" stroke-width="4"/>',
  '<path d="M24 6l16 6v12c0 10-7 16-16 18C15 40 8 34 8 24V12z" fill="none" stroke="#fff" stroke-width="4"/>',
  '<circle cx="24" cy="24" r="14" fill="none" stroke="#fff" stroke-width="4"/><path d="M24 16v9l6 4" stroke="#fff" stroke-width="4" fill="none"/>',
];
const benefit = (colour, n) => `
<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
  <rect width="48" height="48" rx="24" fill="${colour}"/>
  ${shapes[n - 1]}
</svg>`;

colours.forEach((colour, index) => {
  const brand = index + 1;
  write(`brands/${brand}/logo.svg`, logo(`White Label ${brand}`, colour));
  if (brand !== 4)
    for (const n of [1, 2]) write(`brands/${brand}/hero-${n}.svg`, hero(`White Label ${brand}`, colour, n));
  if (brand !== 6)
    for (const n of [1, 2, 3, 4]) write(`brands/${brand}/benefit-${n}.svg`, benefit(colour, n));
});
// Regional sites have their own logo and hero images (a shopper on the lt site must not see a white-label
// brand's banner); their benefit icons are brand 1's neutral ones.
for (const [code, colour] of Object.entries(variantColours)) {
  const label = `Storefront ${code.toUpperCase()}`;
  write(`variants/${code}/logo.svg`, logo(label, colour));
  for (const n of [1, 2]) write(`variants/${code}/hero-${n}.svg`, hero(label, colour, n));
}
