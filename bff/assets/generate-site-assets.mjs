// Writes the demo site assets (logos, hero images, benefit icons) as small SVGs, so every brand looks
// different without binary files in git. Run once after changing it: node bff/assets/generate-site-assets.mjs
// Brand 4 gets no hero images and brand 6 no benefit icons: they show the brand-1 fallback (spec §1).
// A logo says the shop's name as the shop-api's seed has it (shop-api/src/db/seed/sites.ts: the site's name, a
// white-label host's brand name), the name the page heading and title show; tests/brand-names.test.ts holds
// the three to it. Hero images carry no name at all (the heading beside them says it).
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
// The seed's site names (shop-api/src/db/seed/sites.ts) and its white-label brand names.
const variantNames = {
  lt: 'Storefront Lietuva',
  lv: 'Storefront Latvija',
  ee: 'Storefront Eesti',
  pj: 'PJ Partner Shop',
  tp: 'TP Partner Shop',
  nl: 'Storefront Nederland',
  ae: 'Storefront UAE',
};
const brandName = (brand) => `White Label ${brand}`;
const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const write = (path, svg) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${svg.trim()}\n`);
};
// The name fills the 136 px beside the mark: a long one in a smaller type, so every logo keeps one size.
const logoFontSize = (label) => Math.min(18, Math.floor(136 / (label.length * 0.6)));
const initials = (label) =>
  label
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
// The text's font is the generic sans-serif, not system-ui: a logo is an image, laid out in a document of its own
// on every page load, and resolving system-ui there costs a phone's main thread about twice the whole image's work.
const logo = (label, colour) => `
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="${escapeXml(label)}">
  <rect width="48" height="48" rx="10" fill="${colour}"/>
  <text x="24" y="32" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(label))}</text>
  <text x="60" y="30" font-family="sans-serif" font-size="${logoFontSize(label)}" font-weight="600" fill="${colour}">${escapeXml(label)}</text>
</svg>`;
// A decorative banner in the brand's colour: a gradient, soft circles and a shopping bag.
const hero = (colour, n) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800" aria-hidden="true">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
  <rect width="1600" height="800" fill="url(#g)"/>
  <circle cx="${n === 1 ? 1250 : 350}" cy="400" r="260" fill="#fff" fill-opacity="0.12"/>
  <circle cx="${n === 1 ? 300 : 1300}" cy="650" r="180" fill="#fff" fill-opacity="0.08"/>
  <g transform="translate(640 210)" fill="none" stroke="#fff" stroke-width="28" stroke-linejoin="round" stroke-opacity="0.85">
    <path d="M40 120h240l-24 300H64z"/>
    <path d="M100 120V90a60 60 0 0 1 120 0v30" stroke-linecap="round"/>
  </g>
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
  write(`brands/${brand}/logo.svg`, logo(brandName(brand), colour));
  if (brand !== 4) for (const n of [1, 2]) write(`brands/${brand}/hero-${n}.svg`, hero(colour, n));
  if (brand !== 6)
    for (const n of [1, 2, 3, 4]) write(`brands/${brand}/benefit-${n}.svg`, benefit(colour, n));
});
// Regional sites have their own logo and hero images (a shopper on the lt site must not see a white-label
// brand's banner); their benefit icons are brand 1's neutral ones.
for (const [code, colour] of Object.entries(variantColours)) {
  write(`variants/${code}/logo.svg`, logo(variantNames[code], colour));
  for (const n of [1, 2]) write(`variants/${code}/hero-${n}.svg`, hero(colour, n));
}
