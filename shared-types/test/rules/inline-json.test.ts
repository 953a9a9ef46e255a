import { describe, expect, it } from 'vitest';
import { inlineJson, inlineJsonSharing } from '../../src/rules/inline-json.js';

describe('inlineJsonSharing', () => {
  const translations = { 'a.b': 'Kaina </script><!-- & \u2028', 'c.d': 'Ąžuolas' };
  const page = (user: unknown) => ({
    variant: { code: 'lt' },
    translations,
    user,
    skipped: undefined,
    storeConfig: { site: { name: 'S' } },
  });

  it('gives the same text as inlineJson, page after page, with the shared members reused', () => {
    expect(inlineJsonSharing(page(null), ['translations', 'storeConfig'])).toBe(inlineJson(page(null)));
    // The second page shares the translations object; its own members are its own.
    const second = page({ id: 7, name: '<b>' });
    expect(inlineJsonSharing(second, ['translations', 'storeConfig'])).toBe(inlineJson(second));
    expect(JSON.parse(inlineJsonSharing(second, ['translations']))).toEqual(
      JSON.parse(JSON.stringify(second)),
    );
  });

  it('escapes what could end the script element in shared and own members alike', () => {
    const text = inlineJsonSharing(page('</script>'), ['translations']);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
  });
});
