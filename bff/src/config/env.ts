import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { ConfigError } from '@storefront/service-kit';
import { z } from 'zod';
import { imageProvidersEnvSchema } from '../images/providers.js';
import { CIRCUIT_BREAKER } from '../upstream/circuit-breaker.js';
import { RETRY_BUDGET } from '../upstream/retry-budget.js';

// One schema over process.env, parsed once at start. Every variable here has a line in .env.example.
// Add new variables here (with a default where a newcomer's `npm start` needs one) rather than reading
// process.env anywhere else.
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: loopback outside production (a laptop's `npm start` is not reachable from the café's network),
  // every interface in production (behind the load balancer).
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // json (one JSON line per entry) or pretty (readable lines); unset: pretty in development, else json.
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SHOP_API_URL: z.url().default('http://127.0.0.1:4000'),
  // Signs the session cookie. Required in production; in development a random one is made per start
  // (sessions then end on restart), so `npm start` works with no setup and no secret lives in the code.
  COOKIE_SECRET: z.string().min(32).optional(),
  // Opens /metrics and /docs (security/operator-access.ts): `Authorization: Bearer <token>`, or the token as a
  // Basic password. Unset: open in development and test, closed (404) in production.
  OPERATOR_TOKEN: z.string().min(32).optional(),
  REDIS_URL: z.url().optional(),
  // Variants: a JSON manifest replacing the built-in one; the origin pattern of canonical links ({host} is a
  // site's first host, also {code}, {brand}, {port}); a site's own canonicalOrigin in the manifest wins.
  VARIANTS_FILE: z.string().min(1).optional(),
  CANONICAL_ORIGIN_TEMPLATE: z.string().default('http://{host}:{port}'),
  // Comma-separated proxy IPs/CIDRs whose x-forwarded-* headers are believed (none by default); also the named
  // ranges loopback, linklocal, uniquelocal (private networks such as Docker's). Host names are not resolved.
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .refine(
      (list) =>
        (list ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .every(
            (entry) =>
              /^(loopback|linklocal|uniquelocal)$/.test(entry) || isIP(entry.split('/')[0] ?? '') !== 0,
          ),
      'must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal (host names are not resolved)',
    ),
  // Built web app (client assets and the server-render bundle); default: web/dist of this repository.
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Development only (npm run dev): render and serve the web app through Vite in middleware mode, hot reloading.
  WEB_DEV_SERVER: z.stringbool().default(false),
  // Pages: streamed as React renders them (true) or rendered to one string first; anonymous pages without a query
  // are kept whole for PAGE_CACHE_TTL_MS (0 turns it off), at most PAGE_CACHE_MAX_ENTRIES of them.
  PAGE_RENDER_STREAM: z.stringbool().default(false),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(5_000),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().nonnegative().default(1_000),
  // The catalogue answers pages are made of (searches, listings, products: alike for every visitor) are shared by
  // every page, signed in or not, for PAGE_DATA_CACHE_TTL_MS and served stale for as long again while one read
  // refreshes them (0 turns it off), at most this many of them.
  PAGE_DATA_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(5_000),
  PAGE_DATA_CACHE_MAX_ENTRIES: z.coerce.number().int().nonnegative().default(1_000),
  // Server renders running at once (each holds the event loop for its renderToString) and waiting for a slot;
  // past both a page is a 503 with Retry-After at once, before any of its work. Without a bound, 200 uncached
  // pages at a time finished their renders together and held /readyz for seconds; with 8 at once the pages served
  // under that flood took 1.5 s at p99 (npm run bench, overload): renders are CPU work, and more of them at once
  // only makes each one slower. While the CPU is short (the loop lagging or busy over 90 % of the last sample), no
  // more pages are in progress at once than these two together: with cheap renders a flood waits less for a slot
  // than in every other step of the pages in progress.
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().positive().default(4),
  PAGE_RENDER_QUEUE: z.coerce.number().int().nonnegative().default(64),
  // A page that waited this long for a render slot while the event loop lags is shed when its turn comes rather
  // than rendered: under a flood the pages served stay within about this plus their render (p99 under 1 s at 200
  // connections, npm run bench). Renders waiting on a slow shop (an idle loop) are not shed for it.
  PAGE_RENDER_QUEUE_WAIT_MS: z.coerce.number().int().positive().default(500),
  // A page's time budget for its shop answers: past it, cached answers are served stale (and refreshed in the
  // background) and with nothing cached the page answers 503 + Retry-After. Any caller holding a stale cached
  // answer waits a third of it for the refresh. /api callers keep the §9 time-outs of their shop calls; pages
  // rendered through Vite (WEB_DEV_SERVER) wait as long as those too, as Vite compiles during the first renders.
  PAGE_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  // Contents of the optional site-verification meta tags (payment provider: every site; search engine: the
  // one brand the manifest names).
  PAYMENT_PROVIDER_VERIFICATION: z.string().min(1).optional(),
  SEARCH_ENGINE_VERIFICATION: z.string().min(1).optional(),
  // Origin of the live-agent chat account whose script serves the sites' live_agent_id buttons.
  LIVE_AGENT_ORIGIN: z.url().default('https://storefront.ladesk.com'),
  // Login/register/password calls allowed per client IP per window.
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // Phone reservations made per client IP per payment window (RESERVATION_PAYMENT_WINDOW_MIN): an unpaid one holds
  // a unit of the model's stock for that window, so one address can hold at most this many at a time.
  RESERVATION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  // Failed sign-ins per account, whatever the IP (security/login-throttle.ts): this many cost nothing, each further
  // one locks the account's sign-in for LOCK_MS, doubling per failure up to MAX_LOCK_MS; the count is forgotten
  // FORGET_MS after the last failure, and a sign-in or a password reset clears it. The lock is kept short on
  // purpose: a stranger who knows an e-mail can trigger it, so it must slow guessing, not lock the owner out.
  LOGIN_THROTTLE_FREE_FAILURES: z.coerce.number().int().nonnegative().default(5),
  LOGIN_THROTTLE_LOCK_MS: z.coerce.number().int().positive().default(15_000),
  LOGIN_THROTTLE_MAX_LOCK_MS: z.coerce.number().int().positive().default(300_000),
  LOGIN_THROTTLE_FORGET_MS: z.coerce.number().int().positive().default(3_600_000),
  // /readyz: how long one shop-api probe result is reused; event-loop delay above which the bff is not ready.
  READY_PROBE_CACHE_MS: z.coerce.number().int().nonnegative().default(250),
  READY_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().positive().default(1_000),
  // Load shedding: past this event-loop delay (mean over 100 ms) every request but /healthz, /readyz and /metrics
  // answers 503 + Retry-After at once. 0 turns it off. Default: on in production (DEFAULT_SHED_MAX_EVENT_LOOP_DELAY_MS),
  // off in development and test, where a compile or a debugger pause stalls the loop and a 503 helps nobody.
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().optional(),
  // On SIGTERM /readyz answers 503 for this long before the server closes, so a load balancer stops routing.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(0),
  // Error reporting (on only with SENTRY_DSN); the browser may report to its own public DSN.
  SENTRY_BROWSER_DSN: z.url().optional(),
  // The vendors' scripts (tag manager, pixel, retargeting, marketing e-mail, chat) a site configures, loaded after
  // consent. Unset: on in production only, so accepting the cookie banner in development or a test never loads
  // real vendors for the seeded (fake) ids.
  MARKETING_INTEGRATIONS: z.enum(['on', 'off']).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  // Shop API client: connect time-out, biggest answer accepted (larger → 502), keep-alive sockets per origin.
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  UPSTREAM_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().default(5_242_880),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(128),
  // Identical catalogue reads in flight at the same moment share one shop call (false sends each one).
  UPSTREAM_COALESCE_READS: z.stringbool().default(true),
  // Retries sent to the shop API at most this fraction of its calls over 10 s (whatever each call's policy allows).
  UPSTREAM_RETRY_BUDGET_RATIO: z.coerce.number().min(0).max(1).default(RETRY_BUDGET.ratio),
  // Circuit breaker: opens after this many shop failures in a row (0 = never), probes again after the open time.
  UPSTREAM_CIRCUIT_FAILURES: z.coerce.number().int().nonnegative().default(CIRCUIT_BREAKER.failureThreshold),
  UPSTREAM_CIRCUIT_OPEN_MS: z.coerce.number().int().positive().default(CIRCUIT_BREAKER.openMs),
  // Shared cache (store config, languages, translations, flags, category trees): fresh for TTL, then still
  // served while the shop fails for up to the stale window; keys in Redis start with the prefix.
  CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
  CACHE_STALE_MS: z.coerce.number().int().nonnegative().default(3_600_000),
  CACHE_KEY_PREFIX: z.string().default('bff:'),
  SENTRY_DSN: z.url().optional(),
  // Image resizer /img. Providers: JSON {"name": "http(s) base URL | file: URL | absolute dir"} merged over the
  // built-in shop (SHOP_API_URL/images) and site (bff/assets); operator config, so trusted even on loopback.
  IMAGE_PROVIDERS: imageProvidersEnvSchema.optional(),
  // Comma-separated hosts that absolute ?url= sources may use (`cdn.example.com`, `*.example.com`); none by default.
  IMAGE_ALLOWED_HOSTS: z.string().optional(),
  // Biggest source accepted (bytes; larger → 502) and biggest decoded source (pixels; decompression bombs).
  IMAGE_MAX_INPUT_BYTES: z.coerce.number().int().positive().default(15_728_640),
  IMAGE_MAX_INPUT_PIXELS: z.coerce.number().int().positive().default(50_000_000),
  // Source fetch: connect time-out, and the limit for the whole fetch (headers, body, every redirect hop).
  IMAGE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // In-memory LRU of resized images: total bytes (0 turns it off) and how long an entry may be reused.
  IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().nonnegative().default(134_217_728),
  IMAGE_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(86_400_000),
  // Optional directory of resized images under the memory LRU (survives restarts; replicas sharing it share
  // the work), least recently used files deleted beyond the byte budget.
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  IMAGE_CACHE_DIR_MAX_BYTES: z.coerce.number().int().positive().default(1_073_741_824),
  // Cache misses (fetch + resize) run at most this many at once (default: one per CPU) with at most this many
  // waiting; more answer 503 + Retry-After, so a cache-busting flood costs bounded CPU and memory.
  IMAGE_MAX_CONCURRENT_RESIZES: z.coerce.number().int().positive().default(availableParallelism()),
  IMAGE_MAX_QUEUED_RESIZES: z.coerce.number().int().nonnegative().default(64),
  // Most pixels one resize may write (more → 400 naming w/h): webp, jpeg and png; avif, whose encoder costs about
  // 15× as much per pixel. A request waits at most IMAGE_RESIZE_TIMEOUT_MS for its image (queue, fetch, resize;
  // then 503 + Retry-After, and work already running goes on and is cached); sharp stops a resize after as long.
  IMAGE_MAX_OUTPUT_PIXELS: z.coerce.number().int().positive().default(16_000_000),
  IMAGE_MAX_AVIF_OUTPUT_PIXELS: z.coerce.number().int().positive().default(1_000_000),
  IMAGE_RESIZE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema>;
export type AppConfig = Omit<
  Env,
  'COOKIE_SECRET' | 'SHED_MAX_EVENT_LOOP_DELAY_MS' | 'HOST' | 'MARKETING_INTEGRATIONS'
> & {
  COOKIE_SECRET: string;
  HOST: string;
  MARKETING_INTEGRATIONS: boolean;
  SHED_MAX_EVENT_LOOP_DELAY_MS: number;
  isDev: boolean;
};

/** Load shedding's event-loop delay limit in production unless SHED_MAX_EVENT_LOOP_DELAY_MS says otherwise. */
export const DEFAULT_SHED_MAX_EVENT_LOOP_DELAY_MS = 200;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset: docker-compose passes `${SENTRY_DSN:-}` on as an empty string.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
    throw new ConfigError('Invalid environment:\n  COOKIE_SECRET: required in production (32+ characters)');
  }
  return {
    ...env,
    COOKIE_SECRET: env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    MARKETING_INTEGRATIONS:
      (env.MARKETING_INTEGRATIONS ?? (env.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    SHED_MAX_EVENT_LOOP_DELAY_MS:
      env.SHED_MAX_EVENT_LOOP_DELAY_MS ??
      (env.NODE_ENV === 'production' ? DEFAULT_SHED_MAX_EVENT_LOOP_DELAY_MS : 0),
    isDev: env.NODE_ENV !== 'production',
  };
}
