import { VIEWPORT_BREAKPOINTS } from '../constants.js';

export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

/** §4: mobile at 1024 px or narrower, desktop above 1200 px, the intermediate (tablet) band between. */
export function viewportClass(width: number): ViewportClass {
  if (width <= VIEWPORT_BREAKPOINTS.mobileMax) return 'mobile';
  if (width > VIEWPORT_BREAKPOINTS.desktopMin) return 'desktop';
  return 'tablet';
}

/** The store-config flags isMobile / isTablet for a width. */
export function viewportFlags(width: number): { isMobile: boolean; isTablet: boolean } {
  const kind = viewportClass(width);
  return { isMobile: kind === 'mobile', isTablet: kind === 'tablet' };
}
