/** One UI text in every storefront language; an area may add extra languages (forms add `ru`, spec §5). */
export interface TranslationEntry {
  en: string;
  lt: string;
  lv: string;
  ee: string;
  ru?: string;
}

export type TranslationArea = Record<string, TranslationEntry>;
