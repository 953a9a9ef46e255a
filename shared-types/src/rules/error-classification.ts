import { DEPLOYMENT_UPDATE_ERROR_PATTERNS } from '../constants.js';

/** §8: dynamic-import, module-script and CSS-preload failures mean a new deployment: offer a reload. */
export function isDeploymentUpdateError(message: string | null | undefined): boolean {
  return !!message && DEPLOYMENT_UPDATE_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

const BOT_USER_AGENT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|mediapartners|googleother/i;

/**
 * §8: errors from crawler or bot user agents are only reported, never shown. Headless browsers are not bots
 * here: the end-to-end tests must see the error screen.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
