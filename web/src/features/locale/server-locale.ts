import type { LanguageCode } from '@storefront/shared-types';

type Tell = (locale: LanguageCode) => Promise<void>;

/**
 * §4: "When the user's language differs from the stored one, the server is told." The stored language starts
 * as the one the server made the page and its store configuration in (the bootstrap's locale); every language
 * the server is told becomes the stored one. So the switcher's own call is not repeated, and a language
 * reached another way (back/forward between language prefixes, a link to another language's page) is still
 * reported, once.
 */
export class ServerLocale {
  #stored: LanguageCode;
  readonly #tell: Tell;

  constructor(stored: LanguageCode, tell: Tell) {
    this.#stored = stored;
    this.#tell = tell;
  }

  get stored(): LanguageCode {
    return this.#stored;
  }

  /** Tells the server the user's language is now `locale` (the language switcher's call). */
  change(locale: LanguageCode): Promise<void> {
    this.#stored = locale;
    return this.#tell(locale);
  }

  /** Tells the server when the user's language differs from the stored one; true when it did. */
  sync(current: LanguageCode): boolean {
    if (current === this.#stored) return false;
    void this.change(current);
    return true;
  }
}
