import type { Localised } from '../languages.js';

/** A body as sections: an intro paragraph, then `## heading` + text pairs (text may hold Markdown lists). */
export type Sections = { intro: string; sections: Array<[heading: string, text: string]> };

export function markdown({ intro, sections }: Sections): string {
  return [intro, ...sections.map(([heading, text]) => `## ${heading}\n\n${text}`)].join('\n\n');
}

/** The same shape in each language → one Markdown body per language. */
export function localisedMarkdown(bodies: Record<keyof Localised, Sections>): Localised {
  return {
    en: markdown(bodies.en),
    lt: markdown(bodies.lt),
    lv: markdown(bodies.lv),
    ee: markdown(bodies.ee),
  };
}
