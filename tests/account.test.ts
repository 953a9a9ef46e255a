// Issue #13 end to end below the web: the bff in front of the real shop-api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), both on loopback ports, the shop's mails received by a real SMTP server. Every §7
// account call: success, its validation errors (a 400 naming the field), wrong passwords, expired and reused
// reset tokens, revoked sessions, the auth rate limit on the real routes, and no secret in any log line.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { ACCOUNT_MESSAGES, CLIENT_HEADER, SESSION_COOKIE } from '@storefront/shared-types';
import { buildApp, type createDatabase, createMailer, dropPgSchema } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type CaughtMail, startSmtpCatcher } from '../shop-api/test/helpers/smtp-catcher.js';
import { seededPostgresDatabase, templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;

const HOST = 'lt.localhost:3000';
const ORIGIN = `http://${HOST}`;

/** JSON log lines of both services, kept to prove that no secret reached one. */
class LogSink {
  text = '';
  write(line: string) {
    this.text += line;
  }
}

interface Stack {
  db: Database;
  shop: FastifyInstance;
  bff: FastifyInstance;
  bffOrigin: string;
  mails: CaughtMail[];
  logs: LogSink;
  close(): Promise<void>;
}

async function startStack(engine: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<Stack> {
  const schema = `account_test_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const db =
    engine === 'postgres' && url ? await seededPostgresDatabase(url, schema, 20) : await templateDatabase(20);
  const smtp = await startSmtpCatcher();
  const logs = new LogSink();
  const shop = await buildApp({
    db,
    logger: { level: 'info', stream: logs, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    mailer: (log) =>
      createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Shop <no-reply@shop.test>', log }),
  });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    COOKIE_SECRET: 'account-test-cookie-secret-long-enough-0123456789',
    SHOP_API_URL: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
    PORT: '3000',
    // Every call below comes from one address; the limit itself is tested on a stack of its own.
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const bff = await createServer({ config }, { logStream: logs });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    shop,
    bff,
    bffOrigin: `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`,
    mails: smtp.mails,
    logs,
    async close() {
      await bff.close();
      await shop.close();
      await smtp.close();
      await db.close();
      if (engine === 'postgres' && url) await dropPgSchema(url, schema);
    },
  };
}

/** A browser on the lt site: it keeps the session cookie the bff sets, and sends what the web client sends. */
class Browser {
  cookie: string | null = null;
  constructor(private readonly stack: Stack) {}

  async post(path: string, body: unknown) {
    const call = request(this.stack.bffOrigin)
      .post(path)
      .set('host', HOST)
      .set('origin', ORIGIN)
      .set(CLIENT_HEADER.name, CLIENT_HEADER.value)
      .send(body as object);
    if (this.cookie) call.set('cookie', `${SESSION_COOKIE}=${this.cookie}`);
    const response = await call;
    const set = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (set) {
      const value = decodeURIComponent(set.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '');
      this.cookie = value === '' ? null : value;
    }
    return response;
  }

  /** The shop's token inside the signed cookie (`token.signature`), to check it never reaches a log. */
  get shopToken(): string {
    return (this.cookie ?? '').slice(0, (this.cookie ?? '').lastIndexOf('.'));
  }

  async me() {
    return (await this.post('/api/auth/getCurrentUser', {})).body;
  }
}

let accounts = 0;
const newEmail = () => `shopper-${process.pid}-${++accounts}@example.test`;
const registration = (email: string, password = 'first-password') => ({
  email,
  password,
  password_confirmation: password,
  first_name: 'Ona',
  last_name: 'Pirkėja',
  locale: 'en',
});
const address = {
  first_name: 'Ona',
  last_name: 'Pirkėja',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 600 00000',
  country_id: 1,
};

/**
 * Waits for the SMTP server to receive a mail for `to` holding `contains` (sending never holds up the call's
 * answer, so a mail may arrive after a later call's).
 */
async function mailTo(stack: Stack, to: string, contains: string, after = 0): Promise<CaughtMail> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mail = stack.mails.slice(after).find((m) => m.to.includes(to) && m.raw.includes(contains));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${to}`);
}
const resetTokenIn = (mail: CaughtMail) => /\/password-reset\/([A-Za-z0-9_-]{43})/.exec(mail.raw)?.[1] ?? '';

function expectField(response: request.Response, status: number, field: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(Object.keys(response.body.fields ?? {})).toContain(field);
  if (message) expect(response.body.fields[field]).toBe(message);
}

const engines = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('accounts through the bff on %s', (engine) => {
  let stack: Stack;
  const secrets: string[] = [];
  beforeAll(async () => {
    stack = await startStack(engine);
  }, 180_000);
  afterAll(() => stack?.close());

  test('register: signed in at once, welcome mail received over SMTP; a taken e-mail is a 409 naming email', async () => {
    const browser = new Browser(stack);
    const email = newEmail();
    const res = await browser.post('/api/auth/register', registration(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ email, first_name: 'Ona', unpaid_orders_count: 0 });
    expect(Object.keys(res.body)).toEqual(['user']);
    expect(browser.cookie).not.toBeNull();
    secrets.push(browser.shopToken, 'first-password');
    expect((await browser.me()).email).toBe(email);
    const mail = await mailTo(stack, email, '/user-account');
    expect(mail.raw).toContain('Subject: Welcome to Storefront Lietuva');
    expect(mail.raw).toContain('http://lt.localhost:3000/en/user-account');

    const again = await new Browser(stack).post('/api/auth/register', registration(email));
    expectField(again, 409, 'email', ACCOUNT_MESSAGES.userAlreadyExists);
  });

  test('register: each invalid field is a 400 naming it, and nothing is stored', async () => {
    const browser = new Browser(stack);
    const email = newEmail();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.email],
      [{ password: 'short', password_confirmation: 'short' }, 'password', ACCOUNT_MESSAGES.passwordLength],
      [{ password_confirmation: 'different-one' }, 'password_confirmation', ACCOUNT_MESSAGES.passwordsMatch],
      [{ first_name: '' }, 'first_name', ACCOUNT_MESSAGES.required],
      [{ last_name: 'x'.repeat(101) }, 'last_name', ACCOUNT_MESSAGES.tooLong],
      [{ phone_number: '+370 60' }, 'phone_number', ACCOUNT_MESSAGES.phone],
      [{ locale: 'de' }, 'locale', ''],
    ];
    for (const [override, field, message] of cases) {
      expectField(
        await browser.post('/api/auth/register', { ...registration(email), ...override }),
        400,
        field,
        message || undefined,
      );
    }
    const rows = await stack.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([]);
    expect(browser.cookie).toBeNull();
  });

  test('check-client follows §5: register, user_already_exists, or password_sent with a set-password mail', async () => {
    const browser = new Browser(stack);
    const check = async (email: string) =>
      (await browser.post('/api/auth/register/check-client', { email })).body;
    expect(await check(newEmail())).toEqual({ found: false, new_password_has_been_sent: false });
    expect(await check('demo@storefront.test')).toEqual({ found: true, new_password_has_been_sent: false });
    const before = stack.mails.length;
    expect(await check('guest@storefront.test')).toEqual({ found: true, new_password_has_been_sent: true });
    const mail = await mailTo(stack, 'guest@storefront.test', '/password-reset/', before);
    expect(resetTokenIn(mail)).toHaveLength(43);
    secrets.push(resetTokenIn(mail));
    expectField(await browser.post('/api/auth/register/check-client', { email: 'x' }), 400, 'email');
  });

  test('login: wrong password and unknown e-mail answer alike; a new sign-in revokes the previous session', async () => {
    const email = newEmail();
    await new Browser(stack).post('/api/auth/register', registration(email));
    const browser = new Browser(stack);
    const wrong = await browser.post('/api/auth/login', { email, password: 'not-my-password' });
    const unknown = await browser.post('/api/auth/login', { email: newEmail(), password: 'not-my-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    expect(browser.cookie).toBeNull();
    expectField(await browser.post('/api/auth/login', { email: 'nope', password: 'x' }), 400, 'email');
    expectField(await browser.post('/api/auth/login', { email, password: '' }), 400, 'password');

    expect((await browser.post('/api/auth/login', { email, password: 'first-password' })).status).toBe(200);
    const first = browser.cookie;
    secrets.push(browser.shopToken);
    expect((await browser.post('/api/auth/login', { email, password: 'first-password' })).status).toBe(200);
    expect(browser.cookie).not.toBe(first);
    secrets.push(browser.shopToken);
    const old = new Browser(stack);
    old.cookie = first;
    expect(await old.me()).toBeNull();
    expect((await browser.me()).email).toBe(email);
  });

  test('logout: revoked on the shop and the cookie cleared; the old cookie is signed out everywhere', async () => {
    const browser = new Browser(stack);
    await browser.post('/api/auth/register', registration(newEmail()));
    const cookie = browser.cookie;
    secrets.push(browser.shopToken);
    expect((await browser.post('/api/auth/logout', {})).body).toEqual({ status: true });
    expect(browser.cookie).toBeNull();
    const replay = new Browser(stack);
    replay.cookie = cookie;
    expect(await replay.me()).toBeNull();
    const refresh = await replay.post('/api/auth/refreshCurrentUser', {});
    expect(refresh.status).toBe(401);
    expectField(await browser.post('/api/auth/logout', { all: true }), 400, '$');
  });

  test('refreshCurrentUser: the signed-in user; unpaid_orders_count is the seeded user’s real count', async () => {
    const browser = new Browser(stack);
    expect(
      (
        await browser.post('/api/auth/login', {
          email: 'unpaid@storefront.test',
          password: 'unpaid-password',
        })
      ).status,
    ).toBe(200);
    const user = (await browser.post('/api/auth/refreshCurrentUser', {})).body;
    expect(user).toMatchObject({ email: 'unpaid@storefront.test', unpaid_orders_count: 2 });
    expectField(await browser.post('/api/auth/refreshCurrentUser', { id: 1 }), 400, '$');
    expect((await new Browser(stack).post('/api/auth/refreshCurrentUser', {})).status).toBe(401);
  });

  test('change-password: needs the current one, revokes the other sessions, the new one signs in', async () => {
    const email = newEmail();
    const here = new Browser(stack);
    await here.post('/api/auth/register', registration(email));
    const elsewhere = new Browser(stack);
    await elsewhere.post('/api/auth/login', { email, password: 'first-password' });
    const change = (body: Record<string, string>) => here.post('/api/auth/change-password', body);
    expectField(
      await change({
        current_password: 'not-it',
        password: 'second-password',
        password_confirmation: 'second-password',
      }),
      400,
      'current_password',
      ACCOUNT_MESSAGES.wrongCurrentPassword,
    );
    expectField(
      await change({ current_password: 'first-password', password: 'short', password_confirmation: 'short' }),
      400,
      'password',
    );
    expectField(
      await change({
        current_password: 'first-password',
        password: 'second-password',
        password_confirmation: 'other',
      }),
      400,
      'password_confirmation',
    );
    const ok = await change({
      current_password: 'first-password',
      password: 'second-password',
      password_confirmation: 'second-password',
    });
    expect(ok.body).toEqual({ status: true });
    secrets.push('second-password');
    expect((await here.me()).email).toBe(email);
    // The other browser's session was revoked: it is signed out, and its next account call clears its cookie.
    expect(await elsewhere.me()).toBeNull();
    expect((await elsewhere.post('/api/auth/refreshCurrentUser', {})).status).toBe(401);
    expect(elsewhere.cookie).toBeNull();
    const next = new Browser(stack);
    expect((await next.post('/api/auth/login', { email, password: 'first-password' })).status).toBe(401);
    expect((await next.post('/api/auth/login', { email, password: 'second-password' })).status).toBe(200);
  });

  test('password reset: the mailed link works once; a reused or expired token is a 400 naming token', async () => {
    const email = newEmail();
    const owner = new Browser(stack);
    await owner.post('/api/auth/register', registration(email));
    const stranger = new Browser(stack);
    const before = stack.mails.length;
    const known = await stranger.post('/api/auth/request-password-reset', { email, locale: 'lt' });
    const unknown = await stranger.post('/api/auth/request-password-reset', {
      email: newEmail(),
      locale: 'lt',
    });
    expect(known.body).toEqual({ status: true });
    expect(unknown.body).toEqual(known.body);
    expectField(await stranger.post('/api/auth/request-password-reset', { email: '' }), 400, 'email');
    const mail = await mailTo(stack, email, '/password-reset/', before);
    expect(mail.raw).toContain('http://lt.localhost:3000/lt/password-reset/');
    const token = resetTokenIn(mail);
    secrets.push(token);
    const reset = (body: Record<string, string>) =>
      stranger.post('/api/auth/password-reset', {
        token,
        email,
        password: 'reset-password',
        password_confirmation: 'reset-password',
        ...body,
      });
    expectField(await reset({ password_confirmation: 'nope-nope' }), 400, 'password_confirmation');
    expectField(await reset({ token: 'short' }), 400, 'token');
    expect((await reset({})).body).toEqual({ status: true });
    secrets.push('reset-password');
    expectField(
      await reset({ password: 'another-password', password_confirmation: 'another-password' }),
      400,
      'token',
      ACCOUNT_MESSAGES.resetTokenInvalid,
    );
    // The owner's session (another browser) was revoked by the reset.
    expect(await owner.me()).toBeNull();
    expect((await stranger.post('/api/auth/login', { email, password: 'reset-password' })).status).toBe(200);

    // An hour later the link is dead.
    const before2 = stack.mails.length;
    await stranger.post('/api/auth/request-password-reset', { email });
    const expiredToken = resetTokenIn(await mailTo(stack, email, '/password-reset/', before2));
    secrets.push(expiredToken);
    await stack.db.query(
      "UPDATE password_reset_tokens SET expires_at = created_at - interval '1 second' WHERE used_at IS NULL",
    );
    expectField(await reset({ token: expiredToken }), 400, 'token', ACCOUNT_MESSAGES.resetTokenInvalid);
  });

  test('update-contact-info: name and phone by the §5 rule at once; a new e-mail needs the password; a taken one is a 409', async () => {
    const browser = new Browser(stack);
    const email = newEmail();
    await browser.post('/api/auth/register', registration(email));
    const ok = await browser.post('/api/auth/update-contact-info', {
      first_name: 'Rūta',
      last_name: 'Naujoji',
      email,
      phone_number: '+370 612 34567',
    });
    expect(ok.body).toMatchObject({ first_name: 'Rūta', email, phone_number: '+370 612 34567' });
    expect((await browser.me()).first_name).toBe('Rūta');
    const base = { first_name: 'A', last_name: 'B', email };
    expectField(
      await browser.post('/api/auth/update-contact-info', { ...base, phone_number: '370612345' }),
      400,
      'phone_number',
      ACCOUNT_MESSAGES.phone,
    );
    expectField(await browser.post('/api/auth/update-contact-info', { ...base, email: 'x@' }), 400, 'email');
    expectField(
      await browser.post('/api/auth/update-contact-info', { ...base, first_name: ' ' }),
      400,
      'first_name',
    );
    const elsewhere = { ...base, email: newEmail() };
    expectField(
      await browser.post('/api/auth/update-contact-info', elsewhere),
      400,
      'current_password',
      ACCOUNT_MESSAGES.required,
    );
    expectField(
      await browser.post('/api/auth/update-contact-info', {
        ...elsewhere,
        current_password: 'not-my-password',
      }),
      400,
      'current_password',
      ACCOUNT_MESSAGES.wrongCurrentPassword,
    );
    expectField(
      await browser.post('/api/auth/update-contact-info', {
        ...base,
        email: 'demo@storefront.test',
        current_password: 'first-password',
      }),
      409,
      'email',
      ACCOUNT_MESSAGES.emailTaken,
    );
    expect((await browser.me()).email).toBe(email);
    expect((await new Browser(stack).post('/api/auth/update-contact-info', base)).status).toBe(401);
  });

  test('e-mail change: mailed to both addresses over SMTP; the link page confirms, the undo restores and signs out', async () => {
    const owner = new Browser(stack);
    const email = newEmail();
    await owner.post('/api/auth/register', registration(email));
    const target = newEmail();
    const before = stack.mails.length;
    const requested = await owner.post('/api/auth/update-contact-info', {
      first_name: 'Ona',
      last_name: 'Pirkėja',
      email: target,
      current_password: 'first-password',
      locale: 'en',
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body).toMatchObject({ email, pending_email: target });
    const confirmMail = await mailTo(stack, target, '/email-change/confirm/', before);
    const noticeMail = await mailTo(stack, email, '/email-change/undo/', before);
    expect(confirmMail.raw).toContain('Subject: Confirm your new e-mail for Storefront Lietuva');
    expect(confirmMail.raw).toContain('http://lt.localhost:3000/en/email-change/confirm/');
    expect(noticeMail.raw).toContain(target);
    const confirmToken = /\/email-change\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmMail.raw)?.[1] ?? '';
    const undoToken = /\/email-change\/undo\/([A-Za-z0-9_-]{43})/.exec(noticeMail.raw)?.[1] ?? '';
    secrets.push(confirmToken, undoToken);
    expect((await owner.me()).email).toBe(email);

    // The link is opened on another device, signed out.
    const mailbox = new Browser(stack);
    expectField(await mailbox.post('/api/auth/email-change/confirm', { token: 'short' }), 400, 'token');
    expect((await mailbox.post('/api/auth/email-change/confirm', { token: confirmToken })).body).toEqual({
      email: target,
    });
    expectField(
      await mailbox.post('/api/auth/email-change/confirm', { token: confirmToken }),
      400,
      'token',
      ACCOUNT_MESSAGES.emailChangeTokenInvalid,
    );
    expect((await owner.me()).email).toBe(target);
    expect(
      (await new Browser(stack).post('/api/auth/login', { email: target, password: 'first-password' }))
        .status,
    ).toBe(200);

    // The previous address undoes it from a signed-in browser: e-mail back, every session ended, its cookie cleared.
    const undone = await owner.post('/api/auth/email-change/undo', { token: undoToken });
    expect(undone.body).toEqual({ email });
    expect(owner.cookie).toBeNull();
    expect(
      (await new Browser(stack).post('/api/auth/login', { email, password: 'first-password' })).status,
    ).toBe(200);
    expect(
      (await new Browser(stack).post('/api/auth/login', { email: target, password: 'first-password' }))
        .status,
    ).toBe(401);
  });

  test('newsletter: read and toggled for the own e-mail only', async () => {
    const browser = new Browser(stack);
    const email = newEmail();
    await browser.post('/api/auth/register', registration(email));
    const status = async () => (await browser.post('/api/auth/get-subscription-status', { email })).body;
    expect(await status()).toEqual({ data: { result: false } });
    expect((await browser.post('/api/auth/update-subscription-status', { subscribed: true })).body).toEqual({
      data: { result: true },
    });
    expect(await status()).toEqual({ data: { result: true } });
    expect((await browser.post('/api/auth/update-subscription-status', { subscribed: false })).body).toEqual({
      data: { result: false },
    });
    expectField(
      await browser.post('/api/auth/get-subscription-status', { email: 'demo@storefront.test' }),
      403,
      'email',
    );
    expectField(await browser.post('/api/auth/get-subscription-status', { email: 'nope' }), 400, 'email');
    expectField(
      await browser.post('/api/auth/update-subscription-status', { subscribed: 'yes' }),
      400,
      'subscribed',
    );
    expect((await new Browser(stack).post('/api/auth/get-subscription-status', { email })).status).toBe(401);
  });

  test('delivery addresses: add (id 0 placeholder → real id), edit, delete; each invalid field named', async () => {
    const browser = new Browser(stack);
    await browser.post('/api/auth/register', registration(newEmail()));
    const added = await browser.post('/api/account/add-delivery-address', { id: 0, ...address });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id;
    expect(id).toBeGreaterThan(0);
    expect((await browser.me()).delivery_addresses).toEqual([{ ...address, id }]);
    const edited = await browser.post('/api/account/update-delivery-address', {
      ...address,
      id,
      city: 'Kaunas',
    });
    expect(edited.body).toEqual({ ...address, id, city: 'Kaunas' });
    for (const [override, field] of [
      [{ phone_number: '+1' }, 'phone_number'],
      [{ zip: '' }, 'zip'],
      [{ first_address: 'x'.repeat(256) }, 'first_address'],
      [{ country_id: 0 }, 'country_id'],
      [{ country_id: 999 }, 'country_id'],
      [{ id: 5 }, 'id'],
    ] as const) {
      expectField(
        await browser.post('/api/account/add-delivery-address', { ...address, ...override }),
        400,
        field,
      );
    }
    expectField(await browser.post('/api/account/update-delivery-address', { ...address, id: 0 }), 400, 'id');
    // Another shopper's address is not found, for edit and delete alike.
    const other = new Browser(stack);
    await other.post('/api/auth/register', registration(newEmail()));
    expectField(await other.post('/api/account/update-delivery-address', { ...address, id }), 404, 'id');
    expectField(await other.post('/api/account/delete-delivery-address', { id }), 404, 'id');
    expect((await browser.post('/api/account/delete-delivery-address', { id })).body).toEqual({
      success: true,
    });
    expect((await browser.me()).delivery_addresses).toEqual([]);
    expectField(await browser.post('/api/account/delete-delivery-address', { id: 'x' }), 400, 'id');
    expect((await new Browser(stack).post('/api/account/add-delivery-address', address)).status).toBe(401);
  });

  test('no password, session or reset token, and no password hash, is in any log line of either service', async () => {
    const hashes = await stack.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE password_hash IS NOT NULL',
    );
    const needles = [...secrets, ...hashes.map((row) => row.password_hash.split('$')[2] ?? '')].filter(
      (needle) => needle.length >= 8,
    );
    expect(needles.length).toBeGreaterThan(10);
    expect(stack.logs.text.length).toBeGreaterThan(1000);
    for (const needle of needles) expect(stack.logs.text).not.toContain(needle);
  });
});

describe('the auth rate limit on the real routes', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Trusting the loopback proxy lets a test speak for other addresses (x-forwarded-for).
    stack = await startStack('pglite', {
      AUTH_RATE_LIMIT_MAX: '3',
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: 'loopback',
    });
  }, 180_000);
  afterAll(() => stack?.close());

  test('the fourth login in the window is a 429; sign-up and reset calls count too; others do not', async () => {
    const browser = new Browser(stack);
    const login = { email: 'demo@storefront.test', password: 'wrong-password' };
    for (let i = 0; i < 3; i++) expect((await browser.post('/api/auth/login', login)).status).toBe(401);
    const refused = await browser.post('/api/auth/login', login);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (const [path, body] of [
      ['/api/auth/register/check-client', { email: 'a@example.test' }],
      ['/api/auth/request-password-reset', { email: 'a@example.test' }],
    ] as const) {
      for (let i = 0; i < 3; i++) expect((await browser.post(path, body)).status).toBe(200);
      expect((await browser.post(path, body)).status).toBe(429);
    }
    // A new e-mail is checked against the password there: guessing it is limited like a sign-in.
    const guess = { first_name: 'A', last_name: 'B', email: 'x@example.test', current_password: 'guess' };
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/api/auth/update-contact-info', guess)).status).toBe(401);
    }
    expect((await browser.post('/api/auth/update-contact-info', guess)).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/api/auth/email-change/confirm', { token: 'x'.repeat(43) })).status).toBe(
        400,
      );
    }
    expect((await browser.post('/api/auth/email-change/confirm', { token: 'x'.repeat(43) })).status).toBe(
      429,
    );
    for (let i = 0; i < 5; i++) expect((await browser.post('/api/auth/getCurrentUser', {})).status).toBe(200);
  });

  test('guesses at one account spread over addresses meet the per-account throttle, right password or not', async () => {
    const guess = (address: string, password: string) =>
      request(stack.bffOrigin)
        .post('/api/auth/login')
        .set('host', HOST)
        .set('origin', ORIGIN)
        .set(CLIENT_HEADER.name, CLIENT_HEADER.value)
        .set('x-forwarded-for', address)
        .send({ email: 'pro@storefront.test', password });
    // Two guesses from each of three addresses: each address stays under its limit of 3 a minute.
    for (let i = 0; i < 6; i++) {
      expect((await guess(`198.51.100.${(i % 3) + 1}`, `guess-${i}`)).status).toBe(401);
    }
    // Five failures cost nothing, the sixth locked the account for 15 s: even its password is not tested now.
    const locked = await guess('198.51.100.50', 'pro-password');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryable: true });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(10);
  });
});
