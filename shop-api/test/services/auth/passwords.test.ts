import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/services/auth/passwords.js';

describe('passwords', () => {
  it('hash with a random salt and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
  });

  it('refuse a missing hash (no account, or no password yet) and a foreign scheme', async () => {
    expect(await verifyPassword('', null)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$x$y')).toBe(false);
  });
});
