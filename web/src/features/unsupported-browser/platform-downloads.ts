/** §2: the browsers the unsupported-browser notice offers to download. */
export const BROWSER_DOWNLOADS = [
  { name: 'Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
  { name: 'Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Edge', href: 'https://www.microsoft.com/edge' },
] as const;
export type BrowserDownload = (typeof BROWSER_DOWNLOADS)[number];
type BrowserName = BrowserDownload['name'];

export type Platform = 'windows' | 'mac' | 'ios' | 'android' | 'linux' | 'other';

/** The visitor's operating system, as far as the user agent tells. iPadOS 13+ says Macintosh; see below. */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Windows/.test(userAgent)) return 'windows';
  // An iPad asking for the desktop site says Macintosh; a Mac has no touch screen.
  if (/Macintosh|Mac OS X/.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/Linux|CrOS|X11/.test(userAgent)) return 'linux';
  return 'other';
}

/**
 * Only browsers the visitor can install on their platform: Safari is Apple's (and on an iPhone or iPad it comes
 * with the system, updated by updating iOS, not downloaded); Edge runs on Windows and macOS. Chrome and Firefox
 * run everywhere. Unknown platforms get the spec's four.
 */
const OFFERED: Record<Platform, readonly BrowserName[]> = {
  windows: ['Chrome', 'Firefox', 'Edge'],
  mac: ['Chrome', 'Safari', 'Firefox', 'Edge'],
  ios: ['Chrome', 'Firefox'],
  android: ['Chrome', 'Firefox'],
  linux: ['Chrome', 'Firefox'],
  other: ['Chrome', 'Safari', 'Firefox', 'Edge'],
};

export function downloadsFor(platform: Platform): BrowserDownload[] {
  return BROWSER_DOWNLOADS.filter((browser) => OFFERED[platform].includes(browser.name));
}

// "Proceed" is remembered in this browser: the notice does not come back on every page load.
const PROCEED_KEY = 'sf_unsupported_browser_proceed';

export function hasProceeded(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(PROCEED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberProceed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(PROCEED_KEY, '1');
  } catch {
    // Storage off (private mode of an old Safari): the notice comes back next time, nothing worse.
  }
}
