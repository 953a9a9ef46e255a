import {
  CONSENT_COOKIE,
  inlineJson,
  type LanguageCode,
  parsePixelIds,
  type Site,
  siteLanguage,
  type User,
} from '@storefront/shared-types';
import { type CspSources, mergeSources, noSources } from '../../security/csp.js';

// §1/§3: the marketing and support integrations a site turns on per language (tag manager, ad pixel, ad
// retargeting, marketing e-mail, live-agent chat). Each is an inline script (it carries the page's CSP nonce)
// that loads the vendor's script only when its id is configured; the CSP then allows exactly those vendors.
// #15: none of them runs before the visitor agrees. A gate script goes first: it gives the tag manager Consent
// Mode's defaults (everything denied), reads the visitor's answer from the consent cookie, and runs each
// integration's code at once when the answer is yes, else when the web app's banner calls `sfConsent.grant()`.
// The decision is made in the browser, so a page kept whole by the page cache serves every visitor right.

export interface IntegrationIds {
  gtmId: string | null;
  pixelIds: string[];
  retargetingKey: string | null;
  marketingEmailKey: string | null;
  liveAgentId: string | null;
}

/** The ids configured for the page's language (the pivot) and site. */
export function integrationIds(site: Site, locale: LanguageCode): IntegrationIds {
  const language = siteLanguage(site.languages, locale);
  const pivot = language?.pivot;
  return {
    gtmId: pivot?.gtm_id?.trim() || null,
    pixelIds: parsePixelIds(pivot?.pixel_id),
    retargetingKey: site.ad_retargeting_key?.trim() || null,
    marketingEmailKey: site.marketing_email_key?.trim() || null,
    liveAgentId: pivot?.live_agent_id?.trim() || null,
  };
}

/** The vendors' hosts, per integration: what its script loads, calls, shows and frames. */
export function integrationSources(liveAgentOrigin: string) {
  return {
    tagManager: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      frame: ['https://www.googletagmanager.com'],
    },
    pixel: {
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
      frame: ['https://www.facebook.com'],
    },
    retargeting: {
      script: ['https://static.criteo.net'],
      connect: ['https://*.criteo.com', 'https://*.criteo.net'],
      img: ['https://*.criteo.com', 'https://*.criteo.net'],
      frame: ['https://*.criteo.com'],
    },
    marketingEmail: {
      script: ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com'],
      connect: ['https://a.klaviyo.com', 'https://static-forms.klaviyo.com'],
      img: ['https://static.klaviyo.com'],
      frame: [],
    },
    liveChat: {
      script: [liveAgentOrigin],
      connect: [liveAgentOrigin],
      img: [liveAgentOrigin],
      frame: [liveAgentOrigin],
    },
  } satisfies Record<string, CspSources>;
}

// Loads a vendor script with the nonce of the inline script that asks for it (`n`, kept by `gated`: the code may
// run later, from the banner, when document.currentScript is no longer that script).
const LOAD = (src: string) =>
  `var s=document.createElement('script');s.async=true;s.src=${inlineJson(src)};` +
  `s.nonce=n;document.head.appendChild(s);`;

/** An integration's code, handed to the gate: it runs once the visitor has agreed. */
const gated = (code: string) =>
  `(function(n){sfConsent.run(function(){${code}})})((document.currentScript||{}).nonce||'');`;

const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];

/**
 * The gate (see the top of this file): Consent Mode v2 defaults for the tag manager (gtag's `consent` commands
 * on the data layer, pushed as `arguments` as the tag manager requires), then `sfConsent`: `run(fn)` runs or
 * queues an integration, `grant()` and `deny()` are the banner's answers (an update signal for the tag manager,
 * and on a yes the queued integrations run).
 */
export function consentGateScript(): string {
  const state = (value: 'granted' | 'denied') =>
    inlineJson(Object.fromEntries(CONSENT_TYPES.map((type) => [type, value])));
  const cookie = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).source;
  return (
    `(function(w,d){var m=new RegExp(${inlineJson(cookie)}).exec(d.cookie),g=!!m&&m[1]==='granted',q=[];` +
    'w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}' +
    `gtag('consent','default',${state('denied')});if(g)gtag('consent','update',${state('granted')});` +
    'w.sfConsent={granted:function(){return g},run:function(f){if(g)f();else q.push(f)},' +
    `grant:function(){gtag('consent','update',${state('granted')});if(!g){g=true;q.splice(0).forEach(function(f){f()})}},` +
    `deny:function(){g=false;gtag('consent','update',${state('denied')})}};})(window,document);`
  );
}

export interface RenderedIntegrations {
  /** <script> elements for the head, each with the nonce and a data-integration name. */
  html: string;
  sources: CspSources;
}

const CONSENT_GATE = 'consent-gate';
/** A bound the keys never reach in practice; ids edited in the shop over a long uptime must not pile up. */
const MAX_KEPT_SCRIPT_SETS = 256;

/** One integration's inline script, before the page's nonce goes on its tag. */
type IntegrationScript = { name: string; code: string };
type IntegrationScripts = { scripts: IntegrationScript[]; sources: CspSources };

/**
 * The scripts for a site and language without a visitor in them, made once: every page of a site and language
 * has the same ones, so a page pays only for putting its nonce on their tags. Few keys (sites × languages ×
 * settings); a signed-in visitor's identify call is added per page, never kept.
 */
const anonymousScripts = new Map<string, IntegrationScripts>();

export function renderIntegrations(
  ids: IntegrationIds,
  /** No nonce for a cached page: its policy allows these scripts by their hashes (page-cache.ts). */
  options: { nonce: string | undefined; liveAgentOrigin: string; user: User | null },
): RenderedIntegrations {
  const identifies = options.user !== null && ids.marketingEmailKey !== null;
  const key = `${options.liveAgentOrigin}\n${JSON.stringify(ids)}`;
  let made = identifies ? undefined : anonymousScripts.get(key);
  if (!made) {
    made = integrationScripts(ids, options.liveAgentOrigin, identifies ? options.user : null);
    if (anonymousScripts.size >= MAX_KEPT_SCRIPT_SETS) anonymousScripts.clear();
    if (!identifies) anonymousScripts.set(key, made);
  }
  const nonce = options.nonce === undefined ? '' : ` nonce="${options.nonce}"`;
  const html = made.scripts
    .map(
      ({ name, code }) =>
        `<script${nonce} ${name === CONSENT_GATE ? 'data-consent-gate' : `data-integration="${name}"`}>${code}</script>`,
    )
    .join('\n');
  return { html, sources: made.sources };
}

function integrationScripts(
  ids: IntegrationIds,
  liveAgentOrigin: string,
  user: User | null,
): IntegrationScripts {
  const vendors = integrationSources(liveAgentOrigin);
  const scripts: IntegrationScript[] = [];
  const used: CspSources[] = [noSources()];
  const add = (name: string, sources: CspSources, code: string) => {
    scripts.push({ name, code: gated(code) });
    used.push(sources);
  };
  if (ids.gtmId) {
    const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`;
    add(
      'tag-manager',
      vendors.tagManager,
      `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});${LOAD(src)}`,
    );
  }
  if (ids.pixelIds.length > 0) {
    // The standard queue stub; page views are tracked by the web app on every route change (§4), not here.
    const stub =
      "!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);";
    add(
      'pixel',
      vendors.pixel,
      `${stub}${inlineJson(ids.pixelIds)}.forEach(function(id){fbq('init',id)});${LOAD('https://connect.facebook.net/en_US/fbevents.js')}`,
    );
  }
  if (ids.retargetingKey) {
    add(
      'retargeting',
      vendors.retargeting,
      `window.criteo_q=window.criteo_q||[];window.criteo_q.push({event:'setAccount',account:${inlineJson(ids.retargetingKey)}});${LOAD('https://static.criteo.net/js/ld/ld.js')}`,
    );
  }
  if (ids.marketingEmailKey) {
    const src = `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(ids.marketingEmailKey)}`;
    // §7: the marketing-email script identifies a signed-in visitor by e-mail, first and last name.
    const identify = user
      ? `window._learnq.push(['identify',${inlineJson({
          $email: user.email,
          $first_name: user.first_name,
          $last_name: user.last_name,
        })}]);`
      : '';
    add(
      'marketing-email',
      vendors.marketingEmail,
      `window._learnq=window._learnq||[];${identify}${LOAD(src)}`,
    );
  }
  if (ids.liveAgentId) {
    const src = `${liveAgentOrigin}/scripts/track.js`;
    add(
      'live-chat',
      vendors.liveChat,
      `var b=${inlineJson(ids.liveAgentId)};${LOAD(src)}s.onload=function(){window.LiveAgent&&window.LiveAgent.createButton(b,s)};`,
    );
  }
  if (scripts.length > 0) scripts.unshift({ name: CONSENT_GATE, code: consentGateScript() });
  return { scripts, sources: mergeSources(...used) };
}
