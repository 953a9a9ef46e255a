/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCREEN_WIDTHS } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';

describe('Tailwind breakpoints', () => {
  it('are the spec screen widths from shared-types', () => {
    const css = readFileSync(resolve(__dirname, '../../styles.css'), 'utf8');
    const declared = Object.fromEntries(
      [...css.matchAll(/--breakpoint-(\w+):\s*(\d+)px/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(declared).toEqual(SCREEN_WIDTHS);
  });
});
