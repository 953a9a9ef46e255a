/** §2: the browsers that get the unsupported-browser notice. */
const MIN_EDGE_LEGACY = 18;
const MIN_SAFARI = 12;

function majorAfter(ua: string, marker: RegExp): number | null {
  const match = marker.exec(ua);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
}

/** Internet Explorer, EdgeHTML Edge below 18 and Safari below 12 are unsupported; everything else passes. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  // EdgeHTML says `Edge/17.x`; Chromium Edge says `Edg/…` and is always new enough.
  const edge = majorAfter(userAgent, /\bEdge\/(\d+)/);
  if (edge !== null) return edge < MIN_EDGE_LEGACY;
  // Real Safari carries `Version/N … Safari/`; Chrome, Firefox and others on iOS/macOS carry their own token.
  const isSafari =
    /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|OPR\//.test(userAgent);
  if (isSafari) {
    const version = majorAfter(userAgent, /\bVersion\/(\d+)/);
    return version !== null && version < MIN_SAFARI;
  }
  return false;
}
