import type { Bootstrap } from '@storefront/shared-types';
import type { AppConfig } from '../../config/env.js';
import { type CspSources, mergeSources, noSources } from '../../security/csp.js';
import type { Variant } from '../../variants/variant.js';
import { type IntegrationIds, integrationIds, renderIntegrations } from './integrations.js';

/** What the bff adds to a rendered page: the head's integrations and the policy that lets exactly them run. */
export interface PageHead {
  html: string;
  sources: CspSources;
}

// MARKETING_INTEGRATIONS off: the consent gate still runs (the banner works the same), nothing is loaded.
const NO_INTEGRATIONS: IntegrationIds = {
  gtmId: null,
  pixelIds: [],
  retargetingKey: null,
  marketingEmailKey: null,
  liveAgentId: null,
};

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * The page's integrations for its site and language (integrations.ts) and its CSP sources: exactly the
 * integrations it loads, the hosts of its site's images and the error-reporting origin.
 */
export function pageHead(
  config: AppConfig,
  variant: Variant,
  bootstrap: Bootstrap,
  nonce: string | undefined,
  sentryConnect: string | null,
): PageHead {
  const ids = config.MARKETING_INTEGRATIONS
    ? integrationIds(bootstrap.storeConfig.site, bootstrap.locale)
    : NO_INTEGRATIONS;
  const integrations = renderIntegrations(ids, {
    nonce,
    liveAgentOrigin: config.LIVE_AGENT_ORIGIN,
    user: bootstrap.user,
  });
  const assetOrigins = [
    ...originOf(variant.assets.logo),
    ...variant.assets.heroImages.flatMap(originOf),
    ...variant.assets.benefitIcons.flatMap(originOf),
    ...originOf(bootstrap.storeConfig.site.cdn_logo),
  ];
  const sources = mergeSources(integrations.sources, {
    ...noSources(),
    img: assetOrigins,
    connect: sentryConnect ? [sentryConnect] : [],
  });
  return { html: integrations.html, sources };
}
