import { expect, test } from 'vitest';
import * as contract from '../src/index.js';

test('the contract module loads', () => {
  expect(contract).toBeTypeOf('object');
});
