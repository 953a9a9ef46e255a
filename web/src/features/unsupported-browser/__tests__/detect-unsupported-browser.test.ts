import { describe, expect, it } from 'vitest';
import { isUnsupportedBrowser } from '../detect-unsupported-browser';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  edge17:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36 Edge/17.17134',
  edge18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
  edgeChromium:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  safari11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  safari12:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) CriOS/69.0 Mobile/15A372 Safari/604.1 Version/11.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
};

describe('isUnsupportedBrowser', () => {
  it('flags Internet Explorer, Edge below 18 and Safari below 12', () => {
    expect(isUnsupportedBrowser(UA.ie11)).toBe(true);
    expect(isUnsupportedBrowser(UA.ie10)).toBe(true);
    expect(isUnsupportedBrowser(UA.edge17)).toBe(true);
    expect(isUnsupportedBrowser(UA.safari11)).toBe(true);
  });

  it('lets Edge 18+, Chromium Edge, Safari 12+, Chrome (also on iOS) and Firefox through', () => {
    for (const ua of [UA.edge18, UA.edgeChromium, UA.safari12, UA.chrome, UA.chromeIos, UA.firefox]) {
      expect(isUnsupportedBrowser(ua)).toBe(false);
    }
  });
});
