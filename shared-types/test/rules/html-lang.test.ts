import { expect, it } from 'vitest';
import { htmlLang } from '../../src/rules/html-lang.js';

it('maps the product languages to BCP 47 tags, ee (Estonian) to et', () => {
  expect(htmlLang('en')).toBe('en');
  expect(htmlLang('lt')).toBe('lt');
  expect(htmlLang('lv')).toBe('lv');
  expect(htmlLang('ee')).toBe('et');
});
