import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/users.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { createTestApp } from '../helpers/test-app.js';

// The routes that read the bearer session: the translation permission, locale change and UTM records.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/permissions/can-view-translations',
    ...(authorization ? { headers: { authorization } } : {}),
  });

const userId = (email: string) => demoUsers.find((u) => u.email === email)?.id ?? 0;

describe('GET /api/auth/permissions/can-view-translations', () => {
  it('is true only for a signed-in user holding the permission', async () => {
    const translator = await createSession(t.database.db, userId('translator@storefront.test'));
    const customer = await createSession(t.database.db, userId('demo@storefront.test'));
    expect((await ask(`Bearer ${translator}`)).json()).toBe(true);
    expect((await ask(`Bearer ${customer}`)).json()).toBe(false);
    expect((await ask()).json()).toBe(false);
  });

  it('is false for an unknown or expired token', async () => {
    expect((await ask('Bearer not-a-real-session-token-at-all')).json()).toBe(false);
    const token = await createSession(t.database.db, userId('translator@storefront.test'));
    await t.database.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute'");
    const res = await ask(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
  });
});

const change = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/locale/change',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

describe('POST /api/locale/change', () => {
  it("stores a signed-in user's new locale", async () => {
    const token = await createSession(t.database.db, 1);
    const res = await change({ newLocale: 'ee' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const [row] = await t.database.db.query<{ locale: string }>('SELECT locale FROM users WHERE id = 1');
    expect(row?.locale).toBe('ee');
  });

  it('accepts a guest without storing anything', async () => {
    const res = await change({ newLocale: 'lv' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.query("SELECT id FROM users WHERE locale = 'lv'");
    expect(rows).toEqual([]);
  });

  it('rejects an unknown locale with a 400 naming newLocale', async () => {
    const res = await change({ newLocale: 'de' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['newLocale']);
  });
});

const postUtm = (body: unknown, host = 'lv.localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api/utm',
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('POST /api/utm', () => {
  it('stores the record with the site of the host', async () => {
    const res = await postUtm({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.query(
      `SELECT utm_campaign, utm_medium, utm_source, s.code FROM utm_records u JOIN sites s ON s.id = u.site_id`,
    );
    expect(rows).toEqual([
      { utm_campaign: 'spring', utm_medium: null, utm_source: 'newsletter', code: 'lv' },
    ]);
  });

  it('rejects a record with no utm_* value and stores nothing', async () => {
    const before = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM utm_records');
    const res = await postUtm({});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const after = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM utm_records');
    expect(after).toEqual(before);
  });

  it('names an over-long field', async () => {
    const res = await postUtm({ utm_medium: 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['utm_medium']);
  });

  it('refuses a NUL in a value with a 400 naming it (PostgreSQL would fail the insert: a 500), storing nothing', async () => {
    const before = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM utm_records');
    const res = await postUtm({ utm_source: 'goo\u0000gle', utm_medium: 'cpc' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['utm_source']);
    const after = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM utm_records');
    expect(after).toEqual(before);
  });
});
