// The Content-Security-Policy: one builder for the base policy every response gets and the page policy, which
// adds the page's nonce and exactly the hosts of the integrations that page loads.

export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

export const noSources = (): CspSources => ({ script: [], connect: [], img: [], frame: [] });

export function mergeSources(...all: CspSources[]): CspSources {
  const merged = noSources();
  for (const sources of all) {
    for (const key of Object.keys(merged) as (keyof CspSources)[]) merged[key].push(...sources[key]);
  }
  for (const key of Object.keys(merged) as (keyof CspSources)[]) merged[key] = [...new Set(merged[key])];
  return merged;
}

/** The ingest origin of a Sentry DSN (https://key@o1.ingest.sentry.io/2 → https://o1.ingest.sentry.io). */
export function sentryOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export interface CspInput {
  /** Per-response nonce; absent for the base policy (no inline script is allowed at all then). */
  nonce?: string;
  /** Base64 SHA-256 of the inline scripts allowed instead of a nonce (a cached page, whose bytes never change). */
  scriptHashes?: string[];
  sources?: CspSources;
  /** Development serves plain http on *.localhost, where upgrade-insecure-requests would break every request. */
  isDev: boolean;
}

/** Directives in helmet's format. */
export function cspDirectives({
  nonce,
  scriptHashes = [],
  sources = noSources(),
  isDev,
}: CspInput): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
      ...sources.script,
    ],
    scriptSrcAttr: ["'none'"],
    // Inline style attributes come from the UI library and third-party widgets; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...sources.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...sources.connect],
    frameSrc: sources.frame.length > 0 ? sources.frame : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: isDev ? null : [],
  };
}
