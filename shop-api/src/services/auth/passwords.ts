import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** `scrypt$<salt hex>$<hash hex>`; the salt is random unless given (the seed passes one to stay deterministic). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

// Hashed against when there is no stored hash (an unknown e-mail, a client who never set a password), so such
// a sign-in costs the same scrypt work as a wrong password and its answer time tells nothing.
const NO_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

/** Whether the password matches the stored hash, compared in constant time; false (after the same work) for none. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? NO_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(expected, actual) && stored !== null;
}
