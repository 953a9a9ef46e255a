import { expect, it } from 'vitest';
import { quoteTransactionId } from '../../src/rules/quote-transaction-id.js';

it('prefixes quote ids with qu (§9)', () => {
  expect(quoteTransactionId(512)).toBe('qu512');
});
