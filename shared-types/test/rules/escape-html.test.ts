import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/rules/escape-html.js';

describe('escapeHtml', () => {
  it('escapes the characters that could open a tag, end an attribute or start an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml(12.5)).toBe('12.5');
    expect(escapeHtml('Ąžuolas – 10 €')).toBe('Ąžuolas – 10 €');
  });
});
