import { describe, expect, it } from 'vitest';
import { downloadsFor, hasProceeded, platformOf, rememberProceed } from '../platform-downloads';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  iphoneSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  macSafari11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
};
const names = (ua: string, touch = 0) => downloadsFor(platformOf(ua, touch)).map((b) => b.name);

describe('downloads offered per platform', () => {
  it('an iPhone gets no Safari or Edge download, Windows no Safari', () => {
    expect(names(UA.iphoneSafari11)).toEqual(['Chrome', 'Firefox']);
    expect(names(UA.ie11)).toEqual(['Chrome', 'Firefox', 'Edge']);
    expect(names(UA.android)).toEqual(['Chrome', 'Firefox']);
    expect(names(UA.linux)).toEqual(['Chrome', 'Firefox']);
  });

  it('a Mac gets all four; an iPad that says Macintosh (touch screen) is treated as iOS', () => {
    expect(names(UA.macSafari11)).toEqual(['Chrome', 'Safari', 'Firefox', 'Edge']);
    expect(names(UA.macSafari11, 5)).toEqual(['Chrome', 'Firefox']);
  });

  it('an unknown platform gets the spec four', () => {
    expect(names('SomeBrowser/1.0')).toEqual(['Chrome', 'Safari', 'Firefox', 'Edge']);
  });
});

describe('Proceed is remembered', () => {
  it('is false until remembered, then true; a storage that throws counts as not remembered', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(hasProceeded(storage)).toBe(false);
    rememberProceed(storage);
    expect(hasProceeded(storage)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberProceed(broken)).not.toThrow();
    expect(hasProceeded(broken)).toBe(false);
  });
});
