import { describe, expect, it } from 'vitest';
import { isBotUserAgent, isDeploymentUpdateError } from '../../src/rules/error-classification.js';

describe('deployment-update errors (§8)', () => {
  it('recognises dynamic-import, module-script and CSS-preload failures', () => {
    expect(isDeploymentUpdateError('Failed to fetch dynamically imported module: /assets/cart-1a2b.js')).toBe(
      true,
    );
    expect(isDeploymentUpdateError('Importing a module script failed.')).toBe(true);
    expect(isDeploymentUpdateError('Unable to preload CSS for /assets/x.css')).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isDeploymentUpdateError('x is not a function')).toBe(false);
    expect(isDeploymentUpdateError(undefined)).toBe(false);
  });
});

describe('bot user agents (§8)', () => {
  it('recognises crawlers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
  });

  it('does not treat browsers, headless ones included, as bots', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124 Safari/537.36'),
    ).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/124.0 Safari/537.36')).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });
});
