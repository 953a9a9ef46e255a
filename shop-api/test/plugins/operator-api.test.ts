import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

const TOKEN = 'operator-token-for-the-tests-0001';

describe('operator API access', () => {
  let on: Awaited<ReturnType<typeof createTestApp>>;
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    on = await createTestApp({ operatorToken: TOKEN });
    off = await createTestApp({});
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  const whoami = (app: typeof on.app, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/operator/whoami', headers });

  it('does not exist when OPERATOR_TOKEN is unset (404, even with a token)', async () => {
    const res = await whoami(off.app, { authorization: `Bearer ${TOKEN}`, 'x-operator': 'ana' });
    expect(res.statusCode).toBe(404);
  });

  it('answers the operator named by x-operator with the right token', async () => {
    const res = await whoami(on.app, { authorization: `Bearer ${TOKEN}`, 'x-operator': 'ana' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: 'ana' });
  });

  it('refuses a missing or wrong token with 401, and no x-operator with 400 naming it', async () => {
    expect((await whoami(on.app, { 'x-operator': 'ana' })).statusCode).toBe(401);
    expect(
      (await whoami(on.app, { authorization: `Bearer ${TOKEN}x`, 'x-operator': 'ana' })).statusCode,
    ).toBe(401);
    expect((await whoami(on.app, { authorization: TOKEN, 'x-operator': 'ana' })).statusCode).toBe(401);
    const unnamed = await whoami(on.app, { authorization: `Bearer ${TOKEN}` });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toHaveProperty('x-operator');
  });
});
