import type { LanguageCode } from '@storefront/shared-types';
import { describe, expect, it, vi } from 'vitest';
import { ServerLocale } from '../server-locale';

function setup(stored: LanguageCode) {
  const tell = vi.fn<(locale: LanguageCode) => Promise<void>>().mockResolvedValue(undefined);
  return { tell, serverLocale: new ServerLocale(stored, tell) };
}

describe('ServerLocale (§4: the server is told when the user language differs from the stored one)', () => {
  it('says nothing while the user stays in the language the page was made in', () => {
    const { tell, serverLocale } = setup('lt');
    expect(serverLocale.sync('lt')).toBe(false);
    expect(tell).not.toHaveBeenCalled();
  });

  it('tells the server once when the user reaches another language, e.g. by back navigation', () => {
    const { tell, serverLocale } = setup('lt');
    expect(serverLocale.sync('en')).toBe(true);
    expect(serverLocale.sync('en')).toBe(false);
    expect(tell).toHaveBeenCalledExactlyOnceWith('en');
    expect(serverLocale.stored).toBe('en');
  });

  it('tells again on the way back to the first language', () => {
    const { tell, serverLocale } = setup('lt');
    serverLocale.sync('en');
    serverLocale.sync('lt');
    expect(tell.mock.calls).toEqual([['en'], ['lt']]);
  });

  it("does not repeat the language switcher's own call after it navigates", async () => {
    const { tell, serverLocale } = setup('lt');
    await serverLocale.change('lv');
    expect(serverLocale.sync('lv')).toBe(false);
    expect(tell).toHaveBeenCalledExactlyOnceWith('lv');
  });

  it('a failed call does not break the page (§8: locale change errors are ignored)', () => {
    const tell = vi.fn<(locale: LanguageCode) => Promise<void>>().mockRejectedValue(new Error('offline'));
    const serverLocale = new ServerLocale('lt', (locale) => tell(locale).catch(() => undefined));
    expect(() => serverLocale.sync('en')).not.toThrow();
    expect(serverLocale.stored).toBe('en');
  });
});
