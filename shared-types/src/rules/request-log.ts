// One log line per request for both services (issue #15: readable development logs). What a request's line is
// logged at: a page or API call is information; a static file, an image or an operator probe is detail that
// would bury the pages (debug); a 4xx is the caller's business, not a warning (a shopper's mistyped category
// is an ordinary 404); a 5xx is a warning here, its cause being logged as an error where it happened.

export type RequestLogLevel = 'debug' | 'info' | 'warn';

/**
 * Paths whose requests are detail: the web build's files, brand assets, resized and shop images, the browser's
 * and crawlers' well-known files, health and metrics probes, and Vite's module paths under `npm run dev`.
 */
const DETAIL_PATHS = [
  /^\/assets\//,
  /^\/site-assets\//,
  /^\/img(?:\/|$)/,
  /^\/images\//,
  /^\/(?:favicon\.ico|robots\.txt|manifest\.webmanifest)$/,
  /^\/(?:healthz|readyz|metrics)$/,
  /^\/(?:@vite|@id|@fs|@react-refresh|node_modules|src)\//,
];

/** The path of a request URL, without its query string. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function requestLogLevel(url: string, statusCode: number): RequestLogLevel {
  if (statusCode >= 500) return 'warn';
  const path = pathOf(url);
  return DETAIL_PATHS.some((pattern) => pattern.test(path)) ? 'debug' : 'info';
}

/** `GET /lt/c/phones 200 12 ms`: what a developer scanning the log needs of a request, on one line. */
export function requestLogMessage(method: string, url: string, statusCode: number, ms: number): string {
  return `${method} ${url} ${statusCode} ${Math.round(ms)} ms`;
}

export type LogFormat = 'json' | 'pretty';

/** JSON lines for machines (production, tests), unless asked otherwise; pretty lines for a developer's terminal. */
export function logFormat(nodeEnv: string, requested: LogFormat | undefined): LogFormat {
  return requested ?? (nodeEnv === 'development' ? 'pretty' : 'json');
}

/**
 * pino's transport for the pretty format: one coloured line per entry with its time and level, the request
 * fields that the message already says left out (an error still shows its stack below its line).
 */
export const PRETTY_LOG_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  },
} as const;
