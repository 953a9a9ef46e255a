import type { SizeChart } from '@storefront/shared-types';

// The seeded size charts (#28), by category slug (the full path, as categories store it): every category whose products list a size (XS–XL) has one, so
// the size-chart modal opens on each sized product. Figures are common retail charts in centimetres.
export const seedSizeCharts: Record<string, SizeChart> = {
  'fashion/womens-clothing': {
    columns: ['size', 'bust', 'waist', 'hips'],
    rows: [
      ['XS', '80–84', '62–66', '86–90'],
      ['S', '84–88', '66–70', '90–94'],
      ['M', '88–92', '70–74', '94–98'],
      ['L', '92–98', '74–80', '98–104'],
      ['XL', '98–104', '80–86', '104–110'],
    ],
  },
  'fashion/mens-clothing': {
    columns: ['size', 'chest', 'waist', 'sleeve'],
    rows: [
      ['XS', '84–88', '70–74', '60'],
      ['S', '88–96', '74–82', '61'],
      ['M', '96–104', '82–90', '62'],
      ['L', '104–112', '90–98', '63'],
      ['XL', '112–120', '98–106', '64'],
    ],
  },
  'fashion/shoes': {
    columns: ['size', 'eu', 'uk', 'us', 'foot_length'],
    rows: [
      ['XS', '36', '3.5', '5', '22.5'],
      ['S', '38', '5', '6.5', '24'],
      ['M', '40', '6.5', '8', '25.5'],
      ['L', '42', '8', '9', '27'],
      ['XL', '44', '9.5', '10.5', '28.5'],
    ],
  },
  'home-garden/bedding': {
    columns: ['size', 'duvet', 'pillow'],
    rows: [
      ['XS', '140 × 200', '50 × 60'],
      ['S', '150 × 200', '50 × 70'],
      ['M', '200 × 200', '50 × 70'],
      ['L', '200 × 220', '70 × 70'],
      ['XL', '220 × 240', '70 × 80'],
    ],
  },
  'sports/cycling': {
    columns: ['size', 'height', 'frame'],
    rows: [
      ['XS', '150–160', '47'],
      ['S', '160–170', '50'],
      ['M', '170–180', '54'],
      ['L', '180–190', '57'],
      ['XL', '190–200', '60'],
    ],
  },
  'sports/winter-sports': {
    columns: ['size', 'height', 'chest', 'waist'],
    rows: [
      ['XS', '150–160', '80–86', '64–70'],
      ['S', '160–170', '86–92', '70–76'],
      ['M', '170–180', '92–100', '76–84'],
      ['L', '180–188', '100–108', '84–92'],
      ['XL', '188–196', '108–116', '92–100'],
    ],
  },
  'sports/team-sports': {
    columns: ['size', 'height', 'chest'],
    rows: [
      ['XS', '150–160', '80–86'],
      ['S', '160–170', '86–92'],
      ['M', '170–180', '92–100'],
      ['L', '180–188', '100–108'],
      ['XL', '188–196', '108–116'],
    ],
  },
};
