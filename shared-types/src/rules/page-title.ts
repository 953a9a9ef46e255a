import type { Theme } from '../enums.js';

/** Separator between page title and site name (the spec names the order, not the separator). */
export const TITLE_SEPARATOR = ' | ';

/**
 * §2: the title is site name then title for theme alt2, title then site name otherwise. An empty title gives
 * the site name alone (the home page).
 */
export function pageTitle(title: string | null | undefined, siteName: string, theme: Theme): string {
  const page = title?.trim();
  if (!page) return siteName;
  if (!siteName) return page;
  return theme === 'alt2' ? `${siteName}${TITLE_SEPARATOR}${page}` : `${page}${TITLE_SEPARATOR}${siteName}`;
}
