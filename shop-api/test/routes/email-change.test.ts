import { ACCOUNT_MESSAGES } from '@storefront/shared-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/users.js';
import { createSession, sha256 } from '../../src/services/auth/sessions.js';
import type { MailMessage } from '../../src/services/mail/mailer.js';
import { captureMailer, createTestApp, holdDeferredWork } from '../helpers/test-app.js';

// Issue #24: a stolen session cannot take the account for good. A new sign-in e-mail needs the current password,
// takes effect only through the link mailed to it, and the previous address can undo it for a week, after it took
// effect too (restoring the e-mail and signing the account out everywhere). Names and phone still change at once.
const mailer = captureMailer();
// A reset's lookup, token and mail run after its answer: the test runs them with flush().
const deferred = holdDeferredWork();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    mailer,
    storefrontOriginTemplate: 'https://{host}:8443',
    deferredWork: deferred,
  });
});
afterAll(() => t.close());
beforeEach(() => {
  mailer.sent.length = 0;
});

const post = (url: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });

const demo = demoUsers[0];
let accounts = 0;
const freshEmail = () => `change-${++accounts}@example.test`;

/** A fresh account (registered through the route), its welcome mail dropped from the captured ones. */
async function newAccount(password = 'first-password') {
  const email = freshEmail();
  const res = await post('/api/auth/register', {
    email,
    password,
    password_confirmation: password,
    first_name: 'Ona',
    last_name: 'Test',
  });
  expect(res.statusCode, res.body).toBe(200);
  mailer.sent.length = 0;
  return { email, password, token: res.json().token as string, id: res.json().user.id as number };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

const currentUser = async (token: string) => (await post('/api/auth/getCurrentUser', {}, token)).json();
const signsIn = async (email: string, password: string) =>
  (await post('/api/auth/login', { email, password })).statusCode === 200;
const contact = (account: Account, body: Record<string, unknown>) =>
  post('/api/auth/update-contact-info', { first_name: 'Ona', last_name: 'Test', ...body }, account.token);

/** Requests a change to `newEmail` with the right password; answers the links of its two mails. */
async function requestChange(account: Account, newEmail: string) {
  mailer.sent.length = 0;
  const res = await contact(account, { email: newEmail, current_password: account.password });
  expect(res.statusCode, res.body).toBe(200);
  const confirm = mailer.sent.find((m) => m.kind === 'email-change-confirm');
  const notice = mailer.sent.find((m) => m.kind === 'email-change-notice');
  return {
    confirmToken: tokenIn(confirm),
    undoToken: tokenIn(notice),
    confirm: confirm as MailMessage,
    notice: notice as MailMessage,
  };
}
const tokenIn = (mail: MailMessage | undefined) => mail?.link.split('/').at(-1) ?? '';
const confirm = (token: string) => post('/api/auth/email-change/confirm', { token });
const undo = (token: string) => post('/api/auth/email-change/undo', { token });

function expectInvalidToken(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { token: ACCOUNT_MESSAGES.emailChangeTokenInvalid },
  });
}

describe('requesting an e-mail change', () => {
  it('needs the current password: missing or wrong is a 400 naming current_password, and nothing changes', async () => {
    const account = await newAccount();
    const target = freshEmail();
    for (const current_password of [undefined, '', 'not-the-password']) {
      const res = await contact(account, { first_name: 'Changed', email: target, current_password });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({
        current_password:
          current_password === 'not-the-password'
            ? ACCOUNT_MESSAGES.wrongCurrentPassword
            : ACCOUNT_MESSAGES.required,
      });
    }
    expect(mailer.sent).toEqual([]);
    expect(await currentUser(account.token)).toMatchObject({ email: account.email, first_name: 'Ona' });
    const rows = await t.database.db.query('SELECT 1 FROM email_change_requests WHERE user_id = $1', [
      account.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('changes nothing of the e-mail yet: the new address gets a confirm link, the old one a notice with an undo link', async () => {
    const account = await newAccount();
    const target = freshEmail();
    const res = await contact(account, {
      first_name: 'Rūta',
      email: `  ${target.toUpperCase()} `,
      current_password: account.password,
      locale: 'lv',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The names change at once; the e-mail waits for its confirmation.
    expect(res.json()).toMatchObject({ first_name: 'Rūta', email: account.email, pending_email: target });
    expect(await currentUser(account.token)).toMatchObject({ email: account.email, first_name: 'Rūta' });
    expect(await signsIn(account.email, account.password)).toBe(true);
    expect(await signsIn(target, account.password)).toBe(false);

    expect(mailer.sent.map((m) => [m.kind, m.to])).toEqual([
      ['email-change-confirm', target],
      ['email-change-notice', account.email],
    ]);
    const [confirmMail, noticeMail] = mailer.sent as [MailMessage, MailMessage];
    expect(confirmMail.link).toMatch(
      /^https:\/\/localhost:8443\/lv\/email-change\/confirm\/[A-Za-z0-9_-]{43}$/,
    );
    expect(noticeMail.link).toMatch(/^https:\/\/localhost:8443\/lv\/email-change\/undo\/[A-Za-z0-9_-]{43}$/);
    expect(confirmMail.subject).toBe('Apstipriniet jauno Storefront Lietuva e-pastu');
    expect(confirmMail.text).toContain('24 stundas');
    // The owner is told which address the account is being moved to, and for how long the undo works.
    expect(noticeMail.text).toContain(target);
    expect(noticeMail.text).toContain('7 dienas');
    expect(noticeMail.html).toContain(noticeMail.link);

    // Only the tokens' hashes are stored.
    const [row] = await t.database.db.query<{ confirm_token_hash: string; undo_token_hash: string }>(
      'SELECT confirm_token_hash, undo_token_hash FROM email_change_requests WHERE user_id = $1',
      [account.id],
    );
    expect(row).toEqual({
      confirm_token_hash: sha256(tokenIn(confirmMail)),
      undo_token_hash: sha256(tokenIn(noticeMail)),
    });
  });

  it('issues a confirm link for 24 hours and an undo link for 7 days', async () => {
    const account = await newAccount();
    await requestChange(account, freshEmail());
    const [row] = await t.database.db.query<{ confirm_s: number; undo_s: number }>(
      `SELECT round(extract(epoch FROM confirm_expires_at - created_at))::int AS confirm_s,
         round(extract(epoch FROM undo_expires_at - created_at))::int AS undo_s
       FROM email_change_requests WHERE user_id = $1`,
      [account.id],
    );
    expect(row).toEqual({ confirm_s: 24 * 3600, undo_s: 7 * 24 * 3600 });
  });

  it('refuses an e-mail another account signs in with (409 naming email), before any mail', async () => {
    const account = await newAccount();
    const res = await contact(account, { email: demo.email, current_password: account.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
    expect(mailer.sent).toEqual([]);
  });

  it('changes names and phone at once without a password, also while a change waits', async () => {
    const account = await newAccount();
    const target = freshEmail();
    await requestChange(account, target);
    mailer.sent.length = 0;
    // The account's own e-mail, however it is typed, is no change.
    const res = await contact(account, {
      first_name: 'Eglė',
      last_name: 'Kita',
      email: ` ${account.email.toUpperCase()}`,
      phone_number: '+370 612 34567',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Eglė',
      last_name: 'Kita',
      email: account.email,
      phone_number: '+370 612 34567',
      pending_email: target,
    });
    expect(mailer.sent).toEqual([]);
    expect(await currentUser(account.token)).toMatchObject({ first_name: 'Eglė', last_name: 'Kita' });
  });
});

describe('confirming', () => {
  it('makes the change: the account signs in with the new e-mail, no longer the old, and stays signed in', async () => {
    const account = await newAccount();
    const target = freshEmail();
    const { confirmToken } = await requestChange(account, target);
    const res = await confirm(confirmToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: target });
    expect(await signsIn(target, account.password)).toBe(true);
    expect(await signsIn(account.email, account.password)).toBe(false);
    expect((await currentUser(account.token)).email).toBe(target);
    const after = await contact(account, { email: target });
    expect(after.json().pending_email).toBeNull();
  });

  it('works once', async () => {
    const account = await newAccount();
    const { confirmToken } = await requestChange(account, freshEmail());
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    expectInvalidToken(await confirm(confirmToken));
  });

  it('is dead after 24 hours, for an unknown token, and once a newer change replaced it', async () => {
    const account = await newAccount();
    const first = await requestChange(account, freshEmail());
    const secondEmail = freshEmail();
    const second = await requestChange(account, secondEmail);
    expectInvalidToken(await confirm(first.confirmToken));
    expectInvalidToken(await confirm('x'.repeat(43)));
    await t.database.db.query(
      "UPDATE email_change_requests SET confirm_expires_at = now() - interval '1 second' WHERE confirm_token_hash = $1",
      [sha256(second.confirmToken)],
    );
    expectInvalidToken(await confirm(second.confirmToken));
    expect((await currentUser(account.token)).email).toBe(account.email);
    expect(await signsIn(secondEmail, account.password)).toBe(false);
  });

  it('refuses an e-mail another account took after the request (409 naming email); the e-mail stays', async () => {
    const account = await newAccount();
    const target = freshEmail();
    const { confirmToken } = await requestChange(account, target);
    const taker = await post('/api/auth/register', {
      email: target,
      password: 'taker-password',
      password_confirmation: 'taker-password',
      first_name: 'Kita',
      last_name: 'Paskyra',
    });
    expect(taker.statusCode).toBe(200);
    const res = await confirm(confirmToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
    expect((await currentUser(account.token)).email).toBe(account.email);
    expect(await signsIn(account.email, account.password)).toBe(true);
  });

  it('names a malformed token', async () => {
    for (const token of ['short', `${'x'.repeat(30)}!`]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ token: ACCOUNT_MESSAGES.emailChangeTokenInvalid });
    }
  });
});

describe('undoing', () => {
  it('after the change took effect: the old e-mail is back, every session and unused reset link ends', async () => {
    const account = await newAccount();
    const target = freshEmail();
    const elsewhere = await createSession(t.database.db, account.id);
    const { confirmToken, undoToken } = await requestChange(account, target);
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    // Whoever holds the new address asks for a reset link there.
    await post('/api/auth/request-password-reset', { email: target });
    await deferred.flush();
    const resetToken = tokenIn(mailer.sent.find((m) => m.kind === 'password-reset'));
    expect(resetToken).toHaveLength(43);

    const res = await undo(undoToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: account.email });
    expect(await currentUser(account.token)).toBeNull();
    expect(await currentUser(elsewhere)).toBeNull();
    expect(await signsIn(account.email, account.password)).toBe(true);
    expect(await signsIn(target, account.password)).toBe(false);
    for (const email of [account.email, target]) {
      const reset = await post('/api/auth/password-reset', {
        token: resetToken,
        email,
        password: 'taken-over-password',
        password_confirmation: 'taken-over-password',
      });
      expect(reset.statusCode).toBe(400);
    }
    expectInvalidToken(await undo(undoToken));
  });

  it('before the change took effect: it is cancelled (its confirm link dies) and every session ends', async () => {
    const account = await newAccount();
    const target = freshEmail();
    const { confirmToken, undoToken } = await requestChange(account, target);
    expect((await undo(undoToken)).json()).toEqual({ email: account.email });
    expect(await currentUser(account.token)).toBeNull();
    expectInvalidToken(await confirm(confirmToken));
    expect(await signsIn(account.email, account.password)).toBe(true);
    expect(await signsIn(target, account.password)).toBe(false);
  });

  it('is dead after 7 days', async () => {
    const account = await newAccount();
    const { confirmToken, undoToken } = await requestChange(account, freshEmail());
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    await t.database.db.query(
      "UPDATE email_change_requests SET undo_expires_at = now() - interval '1 second' WHERE undo_token_hash = $1",
      [sha256(undoToken)],
    );
    expectInvalidToken(await undo(undoToken));
  });

  it('keeps the changed-away e-mail its owner’s meanwhile: nobody can register it to block the undo', async () => {
    const account = await newAccount();
    const { confirmToken, undoToken } = await requestChange(account, freshEmail());
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const squatter = await post('/api/auth/register', {
      email: account.email,
      password: 'squatter-password',
      password_confirmation: 'squatter-password',
      first_name: 'Kita',
      last_name: 'Paskyra',
    });
    expect(squatter.statusCode).toBe(409);
    expect(squatter.json().fields).toEqual({ email: ACCOUNT_MESSAGES.userAlreadyExists });
    const other = await newAccount();
    const claim = await contact(other, { email: account.email, current_password: other.password });
    expect(claim.statusCode).toBe(409);
    expect((await undo(undoToken)).json()).toEqual({ email: account.email });
  });

  it('of a chain of changes: the owner’s undo wins, whichever link is used first', async () => {
    // The intruder moves the account to an address of theirs, then on to another one.
    const account = await newAccount();
    const [intruderB, intruderC] = [freshEmail(), freshEmail()];
    const first = await requestChange(account, intruderB);
    expect((await confirm(first.confirmToken)).statusCode).toBe(200);
    const second = await requestChange({ ...account, email: intruderB }, intruderC);
    expect(second.notice.to).toBe(intruderB);
    expect((await confirm(second.confirmToken)).statusCode).toBe(200);
    // Their own undo link (mailed to B) only takes the account back to B; the owner's link still works after it.
    expect((await undo(second.undoToken)).json()).toEqual({ email: intruderB });
    expect((await undo(first.undoToken)).json()).toEqual({ email: account.email });
    expect(await signsIn(account.email, account.password)).toBe(true);

    // The other way round: the owner's undo also ends the later changes' links.
    const again = await newAccount();
    const third = await requestChange(again, freshEmail());
    expect((await confirm(third.confirmToken)).statusCode).toBe(200);
    const fourth = await requestChange({ ...again, email: third.confirm.to }, freshEmail());
    expect((await undo(third.undoToken)).json()).toEqual({ email: again.email });
    expectInvalidToken(await undo(fourth.undoToken));
    expectInvalidToken(await confirm(fourth.confirmToken));
    expect((await post('/api/auth/login', { email: again.email, password: again.password })).statusCode).toBe(
      200,
    );
  });
});
