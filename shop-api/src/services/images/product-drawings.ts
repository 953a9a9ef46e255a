// Flat illustrations of the things the shop sells, one per kind of product, drawn in an 800×800 SVG from a
// palette (so each product and each of its pictures gets its own colours). Shapes only, no text or fonts: the
// pictures are the same bytes wherever they are rendered. Which kind a product is comes from its category's slug
// (`productKindOf`); anything not recognised is drawn as a parcel.

export const PRODUCT_KINDS = [
  'phone',
  'phone-case',
  'charger',
  'laptop',
  'tablet',
  'headphones',
  'camera',
  'watch',
  'tv',
  'table',
  'pan',
  'lamp',
  'shovel',
  'bedding',
  'dress',
  'shirt',
  'shoe',
  'bag',
  'scarf',
  'dumbbell',
  'bicycle',
  'tent',
  'skis',
  'ball',
  'cream',
  'perfume',
  'hair-dryer',
  'vitamins',
  'bricks',
  'board-game',
  'doll',
  'baby-monitor',
  'dash-camera',
  'tyre',
  'spray-bottle',
  'drill',
  'console',
  'game-case',
  'controller',
  'chair',
  'parcel',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Matched in order against a category slug's last segment, then against the whole slug; first match wins. */
const KIND_RULES: ReadonlyArray<readonly [RegExp, ProductKind]> = [
  [/phone-?cases?|covers?$/, 'phone-case'],
  [/charger|power-?bank|cables?$/, 'charger'],
  [/smart-?watch|watch/, 'watch'],
  [/headphone|earphone|headset|earbud|audio/, 'headphones'],
  [/laptop|notebook|computer/, 'laptop'],
  [/tablet/, 'tablet'],
  [/car-electronics|dash-?cam/, 'dash-camera'],
  [/camera|photo/, 'camera'],
  [/(^|-)tvs?(-|$)|television|^monitors?$|displays?$/, 'tv'],
  [/phone/, 'phone'],
  [/furniture|tables?$|desks?$/, 'table'],
  [/kitchen|cookware|pans?$/, 'pan'],
  [/light|lamps?$/, 'lamp'],
  [/garden/, 'shovel'],
  [/bedding|bed|linen|textile/, 'bedding'],
  [/women|dress/, 'dress'],
  [/(^|-)mens?(-|$)|clothing|shirt|apparel/, 'shirt'],
  [/shoe|footwear|sneaker|boots?$/, 'shoe'],
  [/bags?$|luggage|handbag/, 'bag'],
  [/gaming-accessor|controller|gamepad/, 'controller'],
  [/accessor|scarf|scarves/, 'scarf'],
  [/fitness|gym|dumbbell|weights?$/, 'dumbbell'],
  [/cycl|bike|bicycle/, 'bicycle'],
  [/camping|tents?$|outdoor/, 'tent'],
  [/winter|skis?$|skiing/, 'skis'],
  [/team-sports|balls?$|football|basketball/, 'ball'],
  [/skin|cream|cosmetic/, 'cream'],
  [/fragrance|perfume/, 'perfume'],
  [/chairs?$|seating/, 'chair'],
  [/hair/, 'hair-dryer'],
  [/vitamin|supplement|health/, 'vitamins'],
  [/building|lego|bricks?$|construction/, 'bricks'],
  [/board-?games?|puzzle/, 'board-game'],
  [/doll|toys?$/, 'doll'],
  [/baby/, 'baby-monitor'],
  [/tyre|tire|wheels?$/, 'tyre'],
  [/car-care|cleaning|polish/, 'spray-bottle'],
  [/tools?$|drill/, 'drill'],
  [/consoles?$/, 'console'],
  [/video-games|games?$/, 'game-case'],
];

/** The kind of drawing for a product of the category with this slug (`electronics/phones/smartphones` → phone). */
export function productKindOf(categorySlug: string | null | undefined): ProductKind {
  if (!categorySlug) return 'parcel';
  const slug = categorySlug.toLowerCase();
  const last = slug.slice(slug.lastIndexOf('/') + 1);
  for (const subject of [last, slug]) {
    for (const [pattern, kind] of KIND_RULES) if (pattern.test(subject)) return kind;
  }
  return 'parcel';
}

/** A small integer hash (same on every machine), for picking colours. */
export function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v & 0xffff), 0x01000193);
    h = Math.imul(h ^ (v >>> 16), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export interface Palette {
  background: string;
  /** the product's own colour */
  body: string;
  /** a darker part of it (pads, straps, grips) */
  dark: string;
  /** buttons, labels, details */
  accent: string;
  /** a lit display */
  screen: string;
  /** a pale tint of the body */
  light: string;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** Graphite, silver and a few hues: the colours things come in. */
const graphite = (): [string, string, string] => ['#374151', '#111827', '#9ca3af'];
const FINISHES: ReadonlyArray<(h: number) => [body: string, dark: string, light: string]> = [
  graphite,
  () => ['#b6bdc8', '#4b5563', '#e5e7eb'],
  (h) => [hsl(h, 62, 52), hsl(h, 45, 28), hsl(h, 70, 84)],
  (h) => [hsl(h, 48, 40), hsl(h, 40, 20), hsl(h, 55, 80)],
  (h) => [hsl(h, 70, 62), hsl(h, 50, 32), hsl(h, 80, 88)],
];

/** Colours of picture n of a product: picture 3 is another colour of the same product. */
export function paletteFor(productId: number, n: number): Palette {
  const seed = mix(productId, n >= 3 ? n : 1);
  const h = seed % 360;
  const [body, dark, light] = (FINISHES[(seed >>> 9) % FINISHES.length] ?? graphite)(h);
  const bgHue = (mix(productId, 7) % 360) + (n - 1) * 40;
  return {
    background: hsl(bgHue, 38, 92),
    body,
    dark,
    light,
    accent: hsl(h + 150 + ((seed >>> 17) % 60), 72, 55),
    screen: hsl(200 + ((seed >>> 5) % 60), 60, 30),
  };
}

type Draw = (c: Palette, back: boolean) => string;

const INK = '#1f2937';
const METAL = '#9ca3af';
const WOOD = '#a16207';

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** App icons on a screen: a grid of small rounded squares in the palette's colours. */
function icons(x: number, y: number, cols: number, rows: number, size: number, gap: number, c: Palette) {
  const fills = [c.accent, c.light, '#f59e0b', '#10b981', '#f43f5e', '#60a5fa'];
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const fill = fills[(r * cols + k) % fills.length] ?? c.accent;
      out += rect(x + k * (size + gap), y + r * (size + gap), size, size, size / 4, fill);
    }
  }
  return out;
}

const phone: Draw = (c, back) => {
  let out =
    rect(285, 120, 230, 560, 40, c.body) +
    rect(513, 250, 8, 70, 3, c.dark) +
    rect(279, 230, 8, 50, 3, c.dark);
  if (back) {
    out +=
      rect(310, 150, 120, 130, 28, c.dark) +
      circle(345, 185, 22, INK) +
      circle(345, 185, 12, c.screen) +
      circle(395, 185, 22, INK) +
      circle(395, 185, 12, c.screen) +
      circle(345, 245, 22, INK) +
      circle(345, 245, 12, c.screen) +
      circle(398, 245, 8, '#fde68a') +
      circle(400, 430, 34, c.light, 'fill-opacity="0.5"');
  } else {
    out +=
      rect(302, 140, 196, 520, 26, c.screen) +
      circle(400, 165, 8, INK) +
      icons(322, 200, 4, 5, 34, 13, c) +
      rect(322, 580, 156, 50, 18, '#ffffff', 'fill-opacity="0.18"') +
      path('M302 420 L498 260 L498 330 L302 490 Z', '#ffffff', 'fill-opacity="0.07"');
  }
  return out;
};

const phoneCase: Draw = (c) =>
  rect(275, 110, 250, 580, 48, c.body) +
  rect(300, 135, 200, 530, 30, c.light) +
  rect(300, 135, 120, 135, 28, c.dark) +
  circle(335, 170, 18, INK) +
  circle(385, 170, 18, INK) +
  circle(335, 230, 18, INK) +
  rect(518, 250, 14, 80, 6, c.body) +
  path('M300 480 Q400 420 500 480 L500 560 Q400 500 300 560 Z', c.accent, 'fill-opacity="0.6"');

const charger: Draw = (c) =>
  rect(345, 170, 24, 110, 6, METAL) +
  rect(431, 170, 24, 110, 6, METAL) +
  rect(290, 270, 220, 230, 36, c.body) +
  rect(290, 270, 220, 40, 20, '#ffffff', 'fill-opacity="0.25"') +
  rect(370, 470, 60, 24, 6, INK) +
  path(
    'M400 500 C400 640 560 560 590 680',
    'none',
    `stroke="${c.dark}" stroke-width="18" stroke-linecap="round"`,
  ) +
  rect(560, 650, 60, 80, 12, c.body, 'transform="rotate(-25 590 690)"') +
  circle(400, 380, 10, c.accent);

const laptop: Draw = (c) =>
  rect(180, 150, 440, 310, 20, c.body) +
  rect(200, 170, 400, 270, 8, c.screen) +
  rect(225, 195, 200, 120, 8, c.light, 'fill-opacity="0.85"') +
  rect(440, 195, 135, 60, 8, c.accent) +
  rect(440, 265, 135, 150, 8, '#ffffff', 'fill-opacity="0.15"') +
  rect(225, 330, 200, 85, 8, '#ffffff', 'fill-opacity="0.15"') +
  path('M180 460 L620 460 L700 600 Q702 620 682 620 L118 620 Q98 620 100 600 Z', c.body) +
  path('M210 480 L590 480 L630 555 L170 555 Z', c.dark) +
  line(205, 505, 595, 505, c.body, 4) +
  line(195, 530, 605, 530, c.body, 4) +
  rect(340, 566, 120, 40, 8, c.dark, 'fill-opacity="0.6"');

const tablet: Draw = (c, back) =>
  back
    ? rect(215, 140, 370, 520, 40, c.body) +
      rect(245, 170, 80, 80, 20, c.dark) +
      circle(285, 210, 22, INK) +
      circle(400, 400, 36, c.light, 'fill-opacity="0.5"')
    : rect(215, 140, 370, 520, 40, c.body) +
      rect(235, 160, 330, 480, 22, c.screen) +
      circle(400, 150, 5, INK) +
      icons(262, 195, 5, 6, 40, 16, c) +
      path('M235 450 L565 250 L565 330 L235 530 Z', '#ffffff', 'fill-opacity="0.07"');

const headphones: Draw = (c) =>
  path(
    'M230 450 C230 170 570 170 570 450',
    'none',
    `stroke="${c.body}" stroke-width="40" stroke-linecap="round"`,
  ) +
  path(
    'M262 430 C262 215 538 215 538 430',
    'none',
    `stroke="${c.dark}" stroke-width="14" stroke-linecap="round"`,
  ) +
  rect(200, 420, 60, 40, 10, METAL) +
  rect(540, 420, 60, 40, 10, METAL) +
  rect(170, 440, 110, 200, 48, c.body) +
  rect(255, 460, 50, 160, 22, c.dark) +
  rect(520, 440, 110, 200, 48, c.body) +
  rect(495, 460, 50, 160, 22, c.dark) +
  circle(225, 540, 22, c.accent, 'fill-opacity="0.8"') +
  circle(575, 540, 22, c.accent, 'fill-opacity="0.8"');

const camera: Draw = (c) =>
  path('M320 280 L350 215 L470 215 L500 280 Z', c.dark) +
  rect(195, 245, 80, 30, 10, c.accent) +
  rect(520, 255, 60, 22, 8, c.dark) +
  rect(160, 270, 480, 310, 40, c.body) +
  rect(160, 300, 80, 250, 20, c.dark) +
  circle(400, 430, 135, c.dark) +
  circle(400, 430, 105, INK) +
  circle(400, 430, 65, c.screen) +
  circle(370, 400, 20, '#ffffff', 'fill-opacity="0.55"') +
  rect(560, 300, 50, 34, 8, '#fde68a');

const watch: Draw = (c) =>
  rect(330, 100, 140, 600, 46, c.dark) +
  line(400, 140, 400, 230, c.body, 6) +
  circle(400, 640, 8, c.body) +
  circle(400, 600, 8, c.body) +
  rect(275, 245, 250, 310, 70, c.body) +
  rect(297, 267, 206, 266, 52, '#0b0f19') +
  circle(
    400,
    400,
    80,
    'none',
    `stroke="${c.accent}" stroke-width="14" stroke-dasharray="380 200" transform="rotate(-90 400 400)"`,
  ) +
  circle(
    400,
    400,
    56,
    'none',
    `stroke="#34d399" stroke-width="14" stroke-dasharray="240 200" transform="rotate(-90 400 400)"`,
  ) +
  rect(522, 340, 22, 60, 8, c.dark);

const tv: Draw = (c) =>
  rect(110, 170, 580, 360, 16, INK) +
  rect(128, 188, 544, 324, 6, c.screen) +
  path('M128 420 L300 300 L420 400 L520 330 L672 440 L672 512 L128 512 Z', c.light, 'fill-opacity="0.8"') +
  circle(560, 260, 36, '#fde68a') +
  path('M370 530 L430 530 L450 610 L350 610 Z', c.body) +
  rect(260, 600, 280, 24, 10, c.body);

const table: Draw = (c) =>
  rect(130, 300, 540, 44, 12, c.body) +
  rect(165, 344, 470, 36, 6, c.dark) +
  rect(180, 340, 40, 300, 10, c.body) +
  rect(580, 340, 40, 300, 10, c.body) +
  rect(260, 340, 30, 250, 10, c.dark, 'fill-opacity="0.7"') +
  rect(510, 340, 30, 250, 10, c.dark, 'fill-opacity="0.7"') +
  path('M360 300 Q350 230 380 210 L420 210 Q450 230 440 300 Z', c.accent) +
  path(
    'M400 210 Q390 160 360 140 M400 210 Q420 150 450 135',
    'none',
    'stroke="#16a34a" stroke-width="8" stroke-linecap="round"',
  );

const pan: Draw = (c) =>
  rect(500, 380, 240, 44, 22, c.dark) +
  circle(705, 402, 10, c.background) +
  rect(490, 376, 40, 52, 8, METAL) +
  circle(320, 402, 200, c.body) +
  circle(320, 402, 168, INK) +
  circle(320, 402, 120, '#111827', `stroke="${c.dark}" stroke-width="3"`) +
  path(
    'M230 330 Q270 290 320 285',
    'none',
    'stroke="#ffffff" stroke-opacity="0.25" stroke-width="14" stroke-linecap="round"',
  );

const lamp: Draw = (c) =>
  path('M250 400 L550 400 L420 640 L380 640 Z', '#fde68a', 'fill-opacity="0.35"') +
  path('M300 170 L500 170 L575 380 L225 380 Z', c.body) +
  path('M300 170 L500 170 L510 200 L290 200 Z', c.dark, 'fill-opacity="0.35"') +
  rect(225, 372, 350, 16, 8, c.dark) +
  rect(388, 380, 24, 230, 6, c.dark) +
  path('M290 650 Q290 608 400 606 Q510 608 510 650 Z', c.dark);

const shovel: Draw = (c) =>
  path(
    'M355 110 Q400 70 445 110 L445 160 L355 160 Z',
    'none',
    `stroke="${INK}" stroke-width="20" stroke-linejoin="round"`,
  ) +
  rect(386, 150, 28, 350, 10, WOOD) +
  rect(370, 480, 60, 40, 8, c.dark) +
  path('M310 510 L490 510 L490 610 Q490 690 400 720 Q310 690 310 610 Z', c.body) +
  path('M330 530 L360 530 L360 640 Q345 640 330 620 Z', '#ffffff', 'fill-opacity="0.25"');

const bedding: Draw = (c) =>
  rect(140, 180, 520, 260, 40, WOOD) +
  rect(120, 400, 560, 120, 20, '#f9fafb') +
  rect(180, 340, 190, 100, 40, c.light) +
  rect(430, 340, 190, 100, 40, c.light) +
  rect(110, 450, 580, 170, 26, c.body) +
  line(150, 500, 650, 500, c.light, 10) +
  line(150, 540, 650, 540, c.light, 10) +
  line(150, 580, 650, 580, c.light, 10) +
  rect(140, 620, 30, 60, 8, c.dark) +
  rect(630, 620, 30, 60, 8, c.dark);

const dress: Draw = (c) =>
  path(
    'M345 130 L372 130 L385 220 L415 220 L428 130 L455 130 L480 270 Q445 310 455 340 L620 650 Q400 700 180 650 L345 340 Q355 310 320 270 Z',
    c.body,
  ) +
  path('M335 320 L465 320 L458 355 L342 355 Z', c.dark) +
  circle(400, 337, 12, c.accent) +
  path(
    'M400 360 L360 670 M400 360 L440 670',
    'none',
    `stroke="${c.dark}" stroke-opacity="0.25" stroke-width="6"`,
  ) +
  path('M190 640 Q400 690 610 640', 'none', `stroke="${c.light}" stroke-width="10"`);

const shirt: Draw = (c) =>
  path(
    'M310 160 L370 140 Q400 180 430 140 L490 160 L650 280 L595 370 L525 320 L525 660 L275 660 L275 320 L205 370 L150 280 Z',
    c.body,
  ) +
  path('M370 140 L400 200 L350 230 L335 160 Z', c.light) +
  path('M430 140 L400 200 L450 230 L465 160 Z', c.light) +
  line(400, 200, 400, 660, c.dark, 4) +
  circle(412, 260, 7, c.dark) +
  circle(412, 340, 7, c.dark) +
  circle(412, 420, 7, c.dark) +
  circle(412, 500, 7, c.dark) +
  circle(412, 580, 7, c.dark) +
  rect(300, 360, 70, 60, 8, c.dark, 'fill-opacity="0.25"');

const shoe: Draw = (c) =>
  path(
    'M140 560 L670 560 Q690 610 640 620 L170 620 Q120 612 140 560 Z',
    '#f3f4f6',
    `stroke="${c.dark}" stroke-width="4"`,
  ) +
  path(
    'M150 560 L160 420 Q170 370 225 382 L330 405 Q370 330 450 330 L520 410 Q610 430 660 470 Q700 510 670 560 Z',
    c.body,
  ) +
  path('M160 420 Q170 370 225 382 L250 388 L240 560 L150 560 Z', c.dark, 'fill-opacity="0.5"') +
  line(360, 380, 420, 410, '#ffffff', 10) +
  line(380, 355, 440, 388, '#ffffff', 10) +
  line(400, 340, 460, 368, '#ffffff', 10) +
  path('M560 440 Q640 470 660 540 L560 540 Z', c.accent, 'fill-opacity="0.8"') +
  rect(150, 530, 520, 14, 6, c.light);

const bag: Draw = (c) =>
  path(
    'M290 340 Q290 170 400 170 Q510 170 510 340',
    'none',
    `stroke="${c.dark}" stroke-width="26" stroke-linecap="round"`,
  ) +
  path('M195 330 L605 330 L650 630 Q652 660 622 660 L178 660 Q148 660 150 630 Z', c.body) +
  path('M195 330 L605 330 L615 420 Q400 470 185 420 Z', c.dark, 'fill-opacity="0.5"') +
  rect(370, 410, 60, 50, 10, '#d4a017') +
  circle(400, 435, 10, c.dark);

const scarf: Draw = (c) =>
  path('M270 170 Q400 120 530 170 L540 300 Q400 350 260 300 Z', c.body) +
  path('M290 290 L390 300 L370 640 L270 630 Z', c.body) +
  path('M420 300 L520 290 L545 590 L445 600 Z', c.dark) +
  line(285, 400, 385, 410, c.accent, 14) +
  line(280, 480, 380, 490, c.accent, 14) +
  line(430, 380, 528, 372, c.accent, 14) +
  line(436, 460, 534, 452, c.accent, 14) +
  [0, 1, 2, 3, 4, 5].map((i) => line(278 + i * 18, 635 + i, 276 + i * 18, 690, c.body, 6)).join('') +
  [0, 1, 2, 3, 4, 5].map((i) => line(452 + i * 18, 600 - i, 454 + i * 18, 655, c.dark, 6)).join('');

const dumbbell: Draw = (c) =>
  rect(200, 385, 400, 30, 12, METAL) +
  rect(335, 375, 130, 50, 16, c.dark) +
  rect(120, 320, 44, 160, 12, c.body) +
  rect(165, 290, 56, 220, 14, c.body) +
  rect(636, 320, 44, 160, 12, c.body) +
  rect(579, 290, 56, 220, 14, c.body) +
  rect(170, 300, 14, 200, 6, '#ffffff', 'fill-opacity="0.25"') +
  rect(584, 300, 14, 200, 6, '#ffffff', 'fill-opacity="0.25"');

const bicycle: Draw = (c) => {
  const stroke = (d: string, colour: string, width: number) =>
    path(
      d,
      'none',
      `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`,
    );
  return (
    circle(220, 520, 125, 'none', `stroke="${INK}" stroke-width="18"`) +
    circle(580, 520, 125, 'none', `stroke="${INK}" stroke-width="18"`) +
    circle(220, 520, 10, METAL) +
    circle(580, 520, 10, METAL) +
    stroke('M220 520 L390 520 L330 350 Z M330 350 L530 350 L390 520 M530 350 L580 520', c.body, 18) +
    stroke('M530 350 L515 290 L580 280', INK, 14) +
    rect(285, 322, 90, 22, 10, INK) +
    circle(390, 520, 26, c.dark) +
    stroke('M390 520 L420 570', METAL, 10)
  );
};

const tent: Draw = (c) =>
  line(100, 640, 700, 640, '#65a30d', 12) +
  line(400, 170, 110, 640, INK, 3) +
  line(400, 170, 690, 640, INK, 3) +
  path('M400 170 L650 630 L150 630 Z', c.body) +
  path('M400 170 L650 630 L560 630 Z', c.dark, 'fill-opacity="0.35"') +
  path('M400 330 L480 630 L320 630 Z', c.dark) +
  path('M400 330 L480 630 L430 630 Z', c.light, 'fill-opacity="0.8"') +
  line(400, 150, 400, 190, INK, 8);

const skis: Draw = (c) =>
  `<g transform="rotate(-10 400 400)">${
    path('M300 700 L300 160 Q300 100 330 90 Q360 100 360 160 L360 700 Z', c.body) +
    path('M440 700 L440 160 Q440 100 470 90 Q500 100 500 160 L500 700 Z', c.body) +
    rect(296, 380, 68, 90, 12, c.dark) +
    rect(436, 380, 68, 90, 12, c.dark) +
    line(330, 120, 330, 360, c.accent, 8) +
    line(470, 120, 470, 360, c.accent, 8)
  }</g>` +
  line(560, 140, 620, 690, METAL, 10) +
  line(620, 130, 690, 680, METAL, 10) +
  circle(613, 640, 22, 'none', `stroke="${INK}" stroke-width="6"`) +
  circle(684, 630, 22, 'none', `stroke="${INK}" stroke-width="6"`);

const ball: Draw = (c) =>
  circle(400, 400, 230, c.body) +
  path(
    'M400 170 L400 630 M170 400 L630 400 M240 235 Q330 400 240 565 M560 235 Q470 400 560 565',
    'none',
    `stroke="${INK}" stroke-width="10"`,
  ) +
  circle(400, 400, 230, 'none', `stroke="${INK}" stroke-width="10"`) +
  path(
    'M260 300 Q290 230 360 205',
    'none',
    'stroke="#ffffff" stroke-opacity="0.35" stroke-width="18" stroke-linecap="round"',
  );

const cream: Draw = (c) =>
  rect(520, 260, 90, 300, 24, c.light) +
  rect(530, 540, 70, 80, 10, c.accent) +
  rect(220, 330, 360, 90, 18, c.accent) +
  rect(220, 390, 360, 20, 6, c.dark, 'fill-opacity="0.25"') +
  rect(235, 410, 330, 220, 34, c.body) +
  rect(290, 460, 220, 110, 14, '#ffffff', 'fill-opacity="0.85"') +
  line(320, 495, 480, 495, c.dark, 10) +
  line(320, 530, 440, 530, c.light, 10);

const perfume: Draw = (c) =>
  rect(345, 170, 110, 110, 16, c.accent) +
  rect(370, 275, 60, 50, 6, '#d4a017') +
  rect(250, 320, 300, 330, 50, c.light, 'fill-opacity="0.9"') +
  rect(270, 420, 260, 210, 36, c.body) +
  rect(330, 470, 140, 70, 10, '#ffffff', 'fill-opacity="0.8"') +
  rect(275, 345, 22, 250, 11, '#ffffff', 'fill-opacity="0.5"');

const hairDryer: Draw = (c) =>
  path('M370 640 Q380 720 470 720', 'none', `stroke="${INK}" stroke-width="12" stroke-linecap="round"`) +
  rect(320, 340, 100, 310, 42, c.body, 'transform="rotate(10 370 500)"') +
  rect(357, 430, 26, 60, 10, c.accent, 'transform="rotate(10 370 500)"') +
  rect(200, 220, 400, 160, 80, c.body) +
  rect(590, 250, 90, 100, 14, c.dark) +
  circle(265, 300, 70, c.dark) +
  path(
    'M225 280 L305 280 M220 300 L310 300 M225 320 L305 320',
    'none',
    `stroke="${c.light}" stroke-width="8"`,
  ) +
  rect(360, 240, 180, 22, 11, '#ffffff', 'fill-opacity="0.25"');

const vitamins: Draw = (c) =>
  rect(250, 200, 300, 100, 16, '#f9fafb') +
  [0, 1, 2, 3, 4, 5, 6].map((i) => line(280 + i * 40, 215, 280 + i * 40, 285, '#d1d5db', 6)).join('') +
  rect(265, 290, 270, 350, 36, c.body) +
  rect(290, 370, 220, 180, 16, '#ffffff', 'fill-opacity="0.9"') +
  rect(380, 400, 40, 120, 6, c.accent) +
  rect(340, 440, 120, 40, 6, c.accent) +
  rect(560, 590, 110, 46, 23, c.accent, 'transform="rotate(-25 615 613)"') +
  rect(560, 590, 55, 46, 23, c.light, 'transform="rotate(-25 615 613)"') +
  circle(160, 620, 28, c.light) +
  circle(215, 650, 28, c.light);

const bricks: Draw = (c) => {
  const brick = (x: number, y: number, studs: number, fill: string, top: string) =>
    Array.from(
      { length: studs },
      (_, i) =>
        rect(x + 25 + i * 110, y - 40, 70, 50, 10, fill) +
        `<ellipse cx="${x + 60 + i * 110}" cy="${y - 40}" rx="35" ry="10" fill="${top}"/>`,
    ).join('') +
    rect(x, y, studs * 110, 170, 14, fill) +
    rect(x, y + 130, studs * 110, 40, 10, '#000000', 'fill-opacity="0.15"');
  return brick(180, 420, 4, c.body, c.light) + brick(290, 260, 2, c.accent, '#ffffff');
};

const boardGame: Draw = (c) => {
  let squares = '';
  for (let r = 0; r < 6; r++) {
    for (let k = 0; k < 6; k++) {
      squares += rect(190 + k * 70, 170 + r * 70, 70, 70, 0, (r + k) % 2 === 0 ? c.body : c.light);
    }
  }
  const pip = (x: number, y: number) => circle(x, y, 9, INK);
  return (
    rect(170, 150, 460, 460, 18, c.dark) +
    squares +
    path('M430 310 Q430 270 450 260 Q470 270 470 310 L490 360 L410 360 Z', c.accent) +
    circle(450, 255, 22, c.accent) +
    rect(470, 560, 110, 110, 20, '#f9fafb', `stroke="${INK}" stroke-width="4"`) +
    pip(500, 590) +
    pip(525, 615) +
    pip(550, 640) +
    rect(350, 590, 100, 100, 18, '#f9fafb', `stroke="${INK}" stroke-width="4"`) +
    pip(375, 615) +
    pip(425, 665)
  );
};

const doll: Draw = (c) =>
  circle(310, 230, 40, c.dark) +
  circle(490, 230, 40, c.dark) +
  circle(400, 240, 95, c.dark) +
  circle(400, 255, 80, '#f2c9a0') +
  path('M320 230 Q400 150 480 230 Q440 190 400 200 Q360 190 320 230 Z', c.dark) +
  circle(372, 255, 9, INK) +
  circle(428, 255, 9, INK) +
  path('M378 290 Q400 305 422 290', 'none', `stroke="${INK}" stroke-width="5" stroke-linecap="round"`) +
  circle(355, 280, 10, '#f9a8d4', 'fill-opacity="0.7"') +
  circle(445, 280, 10, '#f9a8d4', 'fill-opacity="0.7"') +
  line(345, 370, 280, 480, '#f2c9a0', 24) +
  line(455, 370, 520, 480, '#f2c9a0', 24) +
  rect(365, 560, 28, 110, 10, '#f2c9a0') +
  rect(407, 560, 28, 110, 10, '#f2c9a0') +
  rect(355, 655, 45, 25, 10, c.accent) +
  rect(400, 655, 45, 25, 10, c.accent) +
  path('M360 335 L440 335 L520 590 L280 590 Z', c.body) +
  path('M290 560 L510 560 L520 590 L280 590 Z', c.light);

const babyMonitor: Draw = (c) =>
  rect(550, 170, 16, 100, 8, c.dark) +
  rect(380, 250, 240, 380, 40, c.body) +
  rect(405, 280, 190, 180, 16, c.screen) +
  circle(500, 380, 45, '#f2c9a0') +
  path('M455 370 Q500 300 545 370 Q500 340 455 370 Z', c.light) +
  circle(485, 385, 5, INK) +
  circle(515, 385, 5, INK) +
  circle(500, 530, 40, c.dark) +
  circle(440, 590, 14, c.accent) +
  circle(560, 590, 14, c.accent) +
  path('M170 640 L330 640 L300 560 L200 560 Z', c.dark) +
  circle(250, 470, 100, c.light) +
  circle(250, 470, 50, INK) +
  circle(250, 470, 26, c.screen) +
  circle(300, 410, 8, '#ef4444');

const dashCamera: Draw = (c) =>
  path('M330 140 Q400 110 470 140 L470 160 L330 160 Z', c.dark) +
  rect(375, 160, 50, 140, 12, c.dark) +
  rect(180, 290, 440, 220, 48, c.body) +
  rect(180, 290, 440, 50, 24, '#ffffff', 'fill-opacity="0.15"') +
  circle(470, 400, 85, c.dark) +
  circle(470, 400, 62, INK) +
  circle(470, 400, 34, c.screen) +
  circle(452, 382, 12, '#ffffff', 'fill-opacity="0.5"') +
  circle(250, 350, 12, '#ef4444') +
  rect(230, 420, 110, 40, 10, c.dark);

const tyre: Draw = (c) => {
  const spokes = [0, 72, 144, 216, 288]
    .map((a) => rect(385, 270, 30, 120, 12, c.body, `transform="rotate(${a} 400 400)"`))
    .join('');
  const nuts = [0, 72, 144, 216, 288]
    .map((a) => circle(400, 365, 8, c.dark, `transform="rotate(${a + 36} 400 400)"`))
    .join('');
  return (
    circle(400, 400, 270, INK) +
    circle(400, 400, 255, 'none', 'stroke="#4b5563" stroke-width="26" stroke-dasharray="34 22"') +
    circle(400, 400, 190, '#111827') +
    circle(400, 400, 150, c.body) +
    circle(400, 400, 128, c.dark) +
    spokes +
    circle(400, 400, 55, c.body) +
    nuts +
    circle(400, 400, 18, c.dark)
  );
};

const sprayBottle: Draw = (c) =>
  path('M320 210 L510 210 Q540 215 545 250 L545 275 L320 290 Z', c.dark) +
  rect(545, 230, 40, 30, 6, c.dark) +
  path('M360 290 L400 290 L380 400 Q350 390 360 290 Z', c.dark) +
  rect(400, 280, 60, 70, 8, c.dark) +
  path('M390 340 L470 340 L520 430 L520 650 Q520 680 490 680 L330 680 Q300 680 300 650 L300 430 Z', c.body) +
  rect(330, 470, 160, 150, 14, '#ffffff', 'fill-opacity="0.85"') +
  circle(410, 530, 34, c.accent) +
  path(
    'M600 210 L680 180 M600 245 L690 245 M600 280 L680 310',
    'none',
    `stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 16"`,
  );

const drill: Draw = (c) =>
  rect(620, 290, 120, 22, 8, METAL) +
  rect(560, 270, 70, 62, 12, INK) +
  rect(200, 230, 380, 140, 60, c.body) +
  rect(220, 250, 120, 100, 40, c.dark, 'fill-opacity="0.4"') +
  rect(300, 330, 110, 260, 36, c.dark, 'transform="rotate(12 355 460)"') +
  rect(400, 370, 30, 60, 10, c.accent, 'transform="rotate(12 355 460)"') +
  rect(240, 570, 230, 90, 20, c.body) +
  rect(255, 585, 200, 20, 8, c.dark, 'fill-opacity="0.4"');

const controllerShape = (c: Palette) =>
  path(
    'M240 320 Q260 270 330 280 L470 280 Q540 270 560 320 L640 520 Q660 600 600 610 Q560 612 530 550 L505 500 L295 500 L270 550 Q240 612 200 610 Q140 600 160 520 Z',
    c.body,
  ) +
  rect(268, 350, 70, 24, 6, INK) +
  rect(291, 327, 24, 70, 6, INK) +
  circle(500, 335, 16, '#22c55e') +
  circle(535, 365, 16, '#ef4444') +
  circle(465, 365, 16, '#3b82f6') +
  circle(500, 395, 16, '#f59e0b') +
  circle(345, 445, 34, c.dark) +
  circle(455, 445, 34, c.dark) +
  circle(345, 445, 18, INK) +
  circle(455, 445, 18, INK);

const controller: Draw = (c) => controllerShape(c);

const consoleDrawing: Draw = (c) =>
  rect(160, 180, 480, 200, 34, c.body) +
  rect(160, 330, 480, 50, 24, c.dark, 'fill-opacity="0.5"') +
  rect(200, 230, 260, 14, 7, c.dark) +
  rect(560, 230, 40, 14, 7, c.accent) +
  `<g transform="translate(200 390) scale(0.5)">${controllerShape(c)}</g>`;

const gameCase: Draw = (c) =>
  circle(520, 400, 200, '#d1d5db') +
  circle(520, 400, 200, 'none', `stroke="${c.light}" stroke-width="30" stroke-opacity="0.6"`) +
  circle(520, 400, 40, c.background) +
  rect(200, 130, 320, 540, 18, c.accent) +
  rect(220, 200, 280, 450, 8, c.screen) +
  path('M220 560 L320 430 L390 510 L440 460 L500 540 L500 650 L220 650 Z', c.body) +
  circle(440, 290, 40, '#fde68a') +
  rect(220, 150, 280, 36, 6, '#ffffff', 'fill-opacity="0.85"');

const chair: Draw = (c) =>
  rect(290, 90, 220, 360, 70, c.body) +
  rect(320, 110, 40, 320, 20, c.accent) +
  rect(440, 110, 40, 320, 20, c.accent) +
  rect(345, 130, 110, 60, 24, c.dark) +
  rect(230, 360, 40, 130, 14, c.dark) +
  rect(530, 360, 40, 130, 14, c.dark) +
  rect(255, 440, 290, 80, 30, c.body) +
  rect(385, 520, 30, 90, 6, METAL) +
  path(
    'M400 610 L250 650 M400 610 L550 650 M400 610 L320 680 M400 610 L480 680',
    'none',
    `stroke="${INK}" stroke-width="16" stroke-linecap="round"`,
  ) +
  circle(250, 665, 18, INK) +
  circle(550, 665, 18, INK) +
  circle(320, 695, 18, INK) +
  circle(480, 695, 18, INK);

const parcel: Draw = (c) =>
  path('M200 300 L400 220 L600 300 L400 380 Z', '#e0b98a') +
  path('M200 300 L400 380 L400 660 L200 580 Z', '#c8966a') +
  path('M600 300 L400 380 L400 660 L600 580 Z', '#b07d52') +
  path('M290 264 L490 344 L490 400 L290 320 Z', c.accent, 'fill-opacity="0.85"') +
  path('M490 344 L510 336 L510 392 L490 400 Z', c.accent) +
  path('M430 450 L560 400 L560 480 L430 530 Z', '#f9fafb') +
  line(450, 470, 540, 436, INK, 6) +
  line(450, 495, 520, 468, INK, 6);

const DRAWINGS: Record<ProductKind, Draw> = {
  phone,
  'phone-case': phoneCase,
  charger,
  laptop,
  tablet,
  headphones,
  camera,
  watch,
  tv,
  table,
  pan,
  lamp,
  shovel,
  bedding,
  dress,
  shirt,
  shoe,
  bag,
  scarf,
  dumbbell,
  bicycle,
  tent,
  skis,
  ball,
  cream,
  perfume,
  'hair-dryer': hairDryer,
  vitamins,
  bricks,
  'board-game': boardGame,
  doll,
  'baby-monitor': babyMonitor,
  'dash-camera': dashCamera,
  tyre,
  'spray-bottle': sprayBottle,
  drill,
  console: consoleDrawing,
  'game-case': gameCase,
  controller,
  chair,
  parcel,
};

/** Kinds whose second picture shows their back rather than the front turned. */
const HAS_BACK: ReadonlySet<ProductKind> = new Set(['phone', 'tablet']);

export const PRODUCT_IMAGE_SIZE = 800;

/**
 * Picture n of a product of a kind: 1 is the front in the product's colour; 2 its back (phones, tablets) or the
 * front turned; 3 another colour, a little tilted the other way.
 */
export function productDrawingSvg(kind: ProductKind, productId: number, n: number): string {
  const c = paletteFor(productId, n);
  const back = n === 2 && HAS_BACK.has(kind);
  const turn = back ? '' : n === 2 ? 'rotate(-9 400 400) ' : n >= 3 ? 'rotate(6 400 400) ' : '';
  const scale = n >= 2 ? 'translate(400 410) scale(0.9) translate(-400 -410)' : '';
  const transform = `${turn}${scale}`.trim();
  const size = PRODUCT_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${c.background}"/>
<ellipse cx="400" cy="720" rx="260" ry="26" fill="#000000" fill-opacity="0.08"/>
<g${transform ? ` transform="${transform}"` : ''}>${DRAWINGS[kind](c, back)}</g></svg>`;
}
