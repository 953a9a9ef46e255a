// Warranty claims on the shop-api (#28): filing with photos (re-encoded, EXIF gone) or a PDF, once per key; each
// hostile file refused with a 4xx naming it and nothing stored; the files served only to the claim's owner or its
// token's holder (another shopper: 404); a guest filing with the order's number and e-mail; the operator's calls.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAIM_MESSAGES, CLAIM_UPLOAD_LIMITS } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/db/database.js';
import { diskClaimStorage } from '../../../src/services/claims/claim-storage.js';
import {
  claimBody,
  file,
  jpegBomb,
  MINIMAL_PDF,
  photoWithExif,
  shopperWithOrder,
} from '../../helpers/claim-fixtures.js';
import { captureMailer, createTestApp } from '../../helpers/test-app.js';

const OPERATOR_TOKEN = 'operator-token-for-the-claim-tests-01';
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: FastifyInstance;
let db: Queryable;
let folder: string;
const mailer = captureMailer();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'claims-'));
  t = await createTestApp({ claimStorage: diskClaimStorage(folder), mailer, operatorToken: OPERATOR_TOKEN });
  app = t.app;
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  return { status: response.statusCode, body: response.json() };
};

/** Every file the storage holds (temporary ones included). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
const claimCount = async (orderId: number) =>
  Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM claims WHERE order_id = $1', [orderId]))[0]?.n,
  );

describe('claims/create', () => {
  it('files a claim with two photos: a CL number, received, the photos re-encoded without EXIF, a mail', async () => {
    const shopper = await shopperWithOrder(db);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = mailer.sent.length;
    const made = await post(
      '/api/claims/create',
      shopper.headers,
      claimBody(shopper.orderId, shopper.lineIds[0] as number, [
        file(photo),
        file(await photoWithExif('png'), 'b.png'),
      ]),
    );
    expect(made.status).toBe(200);
    const { claim, token } = made.body;
    expect(claim).toMatchObject({
      number: `CL${claim.id}`,
      order_number: `OR${shopper.orderId}`,
      status: 'received',
      resolution: 'replacement',
      items: [{ line_id: shopper.lineIds[0], name: 'Claimed thing 1', quantity: 1 }],
    });
    expect(token).toBeNull();
    expect(claim.attachments.map((a: { content_type: string }) => a.content_type)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    for (const attachment of claim.attachments) {
      const served = await app.inject({ method: 'GET', url: attachment.url, headers: shopper.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(attachment.content_type);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(64);
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = mailer.sent.slice(sent).find((m) => m.to === shopper.email);
    expect(mail?.subject).toContain(claim.number);
    // The order's page lists the claim with its status.
    const listed = await post('/api/claims/of-order', shopper.headers, { number: `OR${shopper.orderId}` });
    expect(listed.body.claims.map((c: { number: string; status: string }) => [c.number, c.status])).toEqual([
      [claim.number, 'received'],
    ]);
  });

  it('a double submit (same idempotency key) makes one claim and keeps one set of files', async () => {
    const shopper = await shopperWithOrder(db);
    const before = (await storedFiles()).length;
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, [file(await photoWithExif())]);
    const [first, second] = await Promise.all([
      post('/api/claims/create', shopper.headers, body),
      post('/api/claims/create', shopper.headers, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.claim.id).toBe(first.body.claim.id);
    expect(await claimCount(shopper.orderId)).toBe(1);
    expect((await storedFiles()).length).toBe(before + 1);
  });

  it('accepts one PDF, and keeps a traversal file name as text only (stored under a random id)', async () => {
    const shopper = await shopperWithOrder(db);
    const made = await post(
      '/api/claims/create',
      shopper.headers,
      claimBody(shopper.orderId, shopper.lineIds[1] as number, [
        file(MINIMAL_PDF, '../../../etc/passwd.pdf'),
      ]),
    );
    expect(made.status).toBe(200);
    const [attachment] = made.body.claim.attachments;
    expect(attachment.content_type).toBe('application/pdf');
    expect(attachment.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const files = await storedFiles();
    expect(files.every((path) => path.startsWith(folder) && !path.includes('passwd'))).toBe(true);
    expect(files.some((path) => path.endsWith(attachment.id))).toBe(true);
  });

  describe('hostile files: a 4xx naming the problem, nothing stored', () => {
    const refusals: [string, () => Promise<{ name: string; data: string }[]>, number, string, string][] = [
      [
        'a 30 MB file',
        async () => [file(Buffer.concat([await photoWithExif(), Buffer.alloc(30 * 1024 * 1024)]))],
        413,
        'files.0',
        CLAIM_MESSAGES.fileTooLarge,
      ],
      [
        'six files',
        async () => Array.from({ length: 6 }, () => ({ name: 'a.jpg', data: '' })),
        400,
        'files',
        CLAIM_MESSAGES.tooManyFiles,
      ],
      [
        'an executable renamed .jpg',
        async () => [
          file(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]), 'cat.jpg'),
        ],
        415,
        'files.0',
        CLAIM_MESSAGES.fileType,
      ],
      [
        'an ELF binary renamed .png',
        async () => [file(Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(512)]), 'cat.png')],
        415,
        'files.0',
        CLAIM_MESSAGES.fileType,
      ],
      [
        'a polyglot: a real JPEG with a script after it',
        async () => [file(Buffer.concat([await photoWithExif(), Buffer.from('<script>alert(1)</script>')]))],
        415,
        'files.0',
        CLAIM_MESSAGES.filePolyglot,
      ],
      [
        'a polyglot: a JPEG header followed by a script',
        async () => [
          file(Buffer.from('\xff\xd8\xff\xe0<script>alert(document.cookie)</script>\xff\xd9', 'latin1')),
        ],
        415,
        'files.1',
        CLAIM_MESSAGES.filePolyglot,
      ],
      [
        'a PDF with JavaScript',
        async () => [
          file(
            Buffer.from(
              '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n',
            ),
            'a.pdf',
          ),
        ],
        415,
        'files.0',
        CLAIM_MESSAGES.filePolyglot,
      ],
      [
        'a decompression bomb (65535 × 65535 declared)',
        async () => [file(await jpegBomb())],
        400,
        'files.0',
        CLAIM_MESSAGES.imageInvalid,
      ],
      [
        'a PDF with photos',
        async () => [file(MINIMAL_PDF, 'a.pdf'), file(await photoWithExif())],
        400,
        'files',
        CLAIM_MESSAGES.tooManyFiles,
      ],
    ];
    it.each(refusals)('%s', async (_name, files, status, field, message) => {
      const shopper = await shopperWithOrder(db);
      let sent = await files();
      // The JPEG-header polyglot goes second, after a good photo: the good one must not be kept either.
      if (field === 'files.1') sent = [file(await photoWithExif()), ...sent];
      const before = await storedFiles();
      const answer = await post(
        '/api/claims/create',
        shopper.headers,
        claimBody(shopper.orderId, shopper.lineIds[0] as number, sent),
      );
      expect(answer.status).toBe(status);
      expect(answer.body.fields).toMatchObject({ [field]: message });
      expect(await claimCount(shopper.orderId)).toBe(0);
      expect(await storedFiles()).toEqual(before);
    });
  });

  it('refuses an item of another order and more than was bought (400 naming the item)', async () => {
    const shopper = await shopperWithOrder(db);
    const other = await shopperWithOrder(db);
    const photo = [file(await photoWithExif())];
    const foreign = await post(
      '/api/claims/create',
      shopper.headers,
      claimBody(shopper.orderId, other.lineIds[0] as number, photo),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ 'items.0': CLAIM_MESSAGES.itemInvalid });
    const body = claimBody(shopper.orderId, shopper.lineIds[1] as number, photo);
    body.fields.items = [{ line_id: shopper.lineIds[1] as number, quantity: 2 }];
    expect((await post('/api/claims/create', shopper.headers, body)).status).toBe(400);
  });

  it('an unpaid order has nothing to claim on (409 naming the order’s number)', async () => {
    const shopper = await shopperWithOrder(db);
    await db.query("UPDATE orders SET status = 'unpaid' WHERE id = $1", [shopper.orderId]);
    const refused = await post('/api/claims/order', shopper.headers, { number: `OR${shopper.orderId}` });
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({ number: CLAIM_MESSAGES.orderNotClaimable });
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, []);
    expect((await post('/api/claims/create', shopper.headers, body)).body.fields).toEqual({
      order_number: CLAIM_MESSAGES.orderNotClaimable,
    });
  });

  it('the pro form’s company fields need a pro account (403 naming company)', async () => {
    const shopper = await shopperWithOrder(db);
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, [], {
      company: { name: 'UAB Test', vat_number: 'LT100001', contact: 'Ona, +370 600 00000' },
      items: shopper.lineIds.map((line_id) => ({ line_id, quantity: 1 })),
    });
    const refused = await post('/api/claims/create', shopper.headers, body);
    expect(refused.status).toBe(403);
    expect(refused.body.fields).toEqual({ company: CLAIM_MESSAGES.proOnly });
    await db.query('UPDATE users SET is_pro = true WHERE id = $1', [shopper.userId]);
    const made = await post('/api/claims/create', shopper.headers, body);
    expect(made.status).toBe(200);
    expect(made.body.claim.items).toHaveLength(2);
    expect(made.body.claim.company).toMatchObject({ name: 'UAB Test' });
  });
});

describe('who sees a claim', () => {
  it('another shopper gets 404 for the order, its claims and their files; a guest files with number and e-mail', async () => {
    const owner = await shopperWithOrder(db);
    const stranger = await shopperWithOrder(db);
    const made = await post(
      '/api/claims/create',
      owner.headers,
      claimBody(owner.orderId, owner.lineIds[0] as number, [file(await photoWithExif())]),
    );
    const url: string = made.body.claim.attachments[0].url;
    expect((await app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await post('/api/claims/of-order', stranger.headers, { number: `OR${owner.orderId}` })).status,
    ).toBe(404);
    expect((await post('/api/claims/order', stranger.headers, { number: `OR${owner.orderId}` })).status).toBe(
      404,
    );
    expect(
      (
        await post(
          '/api/claims/create',
          stranger.headers,
          claimBody(owner.orderId, owner.lineIds[0] as number, []),
        )
      ).status,
    ).toBe(404);

    // Signed out, an account's order is not opened by its number and e-mail (numbers run in sequence): the same 404
    // as a wrong e-mail, before anything is filed.
    const guest = { 'content-type': 'application/json', host: 'lt.localhost:3000' };
    const wrong = await post('/api/claims/order', guest, {
      number: `OR${owner.orderId}`,
      email: 'x@example.test',
    });
    expect(wrong.status).toBe(404);
    const accountOrder = await post('/api/claims/order', guest, {
      number: `OR${owner.orderId}`,
      email: owner.email,
    });
    expect(accountOrder).toEqual(wrong);
    const refused = await post(
      '/api/claims/create',
      guest,
      claimBody(owner.orderId, owner.lineIds[1] as number, [], { email: owner.email }),
    );
    expect(refused.status).toBe(404);
    // A guest order (placed without an account): its number and e-mail open its items, then a claim with a token.
    await db.query('UPDATE orders SET user_id = NULL WHERE id = $1', [owner.orderId]);
    const order = await post('/api/claims/order', guest, {
      number: `OR${owner.orderId}`,
      email: owner.email,
    });
    expect(order.body.lines).toHaveLength(2);
    const filed = await post(
      '/api/claims/create',
      guest,
      claimBody(owner.orderId, owner.lineIds[1] as number, [file(await photoWithExif('webp'), 'w.webp')], {
        email: owner.email,
      }),
    );
    expect(filed.status).toBe(200);
    expect(filed.body.token).toEqual(expect.any(String));
    const guestUrl: string = filed.body.claim.attachments[0].url;
    expect(guestUrl).toContain('?token=');
    expect((await app.inject({ method: 'GET', url: guestUrl })).statusCode).toBe(200);
    // One claim's token opens no other claim's files.
    expect((await app.inject({ method: 'GET', url: `${url}?token=${filed.body.token}` })).statusCode).toBe(
      404,
    );
  });
});

describe('operator claim calls', () => {
  const operator = {
    authorization: `Bearer ${OPERATOR_TOKEN}`,
    'x-operator': 'ana',
    'content-type': 'application/json',
  };
  it('shows a claim with its files, serves them, moves its status along the allowed path and mails the shopper', async () => {
    const shopper = await shopperWithOrder(db);
    const made = await post(
      '/api/claims/create',
      shopper.headers,
      claimBody(shopper.orderId, shopper.lineIds[0] as number, [file(await photoWithExif(), 'broken.jpg')]),
    );
    const number: string = made.body.claim.number;
    const shown = await app.inject({ method: 'GET', url: `/operator/claims/${number}`, headers: operator });
    expect(shown.statusCode).toBe(200);
    const claim = shown.json();
    expect(claim.attachments[0]).toMatchObject({ original_name: 'broken.jpg' });
    const bytes = await app.inject({ method: 'GET', url: claim.attachments[0].url, headers: operator });
    expect(bytes.statusCode).toBe(200);
    const move = (status: string, key: string) =>
      post(`/operator/claims/${number}/status`, operator, { status, client_key: key });
    expect((await move('approved', 'claim-move-0001')).status).toBe(409);
    expect((await move('in_review', 'claim-move-0002')).body).toEqual({ number, status: 'in_review' });
    const sent = mailer.sent.length;
    expect((await move('approved', 'claim-move-0003')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent.slice(sent).some((m) => m.subject.includes('approved'))).toBe(true);
    const listed = await post('/api/claims/of-order', shopper.headers, { number: `OR${shopper.orderId}` });
    expect(listed.body.claims[0].status).toBe('approved');
    // The operator's list, by status: the approved claim is there, not among the received ones.
    const approved = await app.inject({
      method: 'GET',
      url: '/operator/claims?status=approved',
      headers: operator,
    });
    expect(approved.json().claims.map((c: { number: string }) => c.number)).toContain(number);
    const received = await app.inject({
      method: 'GET',
      url: '/operator/claims?status=received',
      headers: operator,
    });
    expect(received.json().claims.map((c: { number: string }) => c.number)).not.toContain(number);
    // Without the operator's token there is no operator API.
    expect((await app.inject({ method: 'GET', url: `/operator/claims/${number}` })).statusCode).toBe(401);
  });
});

it('the limits are the shared constants', () => {
  expect(CLAIM_UPLOAD_LIMITS).toMatchObject({ files_max: 5, file_bytes_max: 10 * 1024 * 1024 });
});
