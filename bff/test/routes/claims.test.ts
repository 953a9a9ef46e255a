import { CLAIM_MESSAGES, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { useMockShopApp } from '../helpers/mock-shop-app.js';
import { sessionCookie } from '../helpers/signed-cookie.js';

// The bff's side of filing a warranty claim (#28): multipart in, checked by content as it streams (count, size,
// type by magic bytes), base64 JSON on to the shop; a refused upload never reaches the shop. A claim's file is
// fetched from the shop with the visitor's session and sent private, never cached.
const harness = useMockShopApp();
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';
const host = 'lt.localhost';
const BOUNDARY = '----claim-test-boundary';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const FIELDS = {
  order_number: 'OR12',
  items: [{ line_id: 3, quantity: 1 }],
  description: 'The zip broke on the first day.',
  resolution: 'repair',
  language_id: 1,
  idempotency_key: 'bff-claim-key-0001',
};

function multipart(fields: unknown, files: { name: string; data: Buffer; type?: string }[]): Buffer {
  const parts: Buffer[] = [];
  if (fields !== undefined) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(fields)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const send = (app: FastifyInstance, payload: Buffer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/claims/create',
    payload,
    headers: {
      host,
      origin: `http://${host}`,
      'x-requested-with': 'storefront',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}`,
      ...headers,
    },
  });

const claimAnswer = {
  claim: {
    id: 7,
    number: 'CL7',
    order_number: 'OR12',
    status: 'received',
    resolution: 'repair',
    description: FIELDS.description,
    items: [{ line_id: 3, name: 'Backpack', quantity: 1 }],
    company: null,
    attachments: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  token: null,
};

describe('POST /api/claims/create (multipart)', () => {
  test('two photos go on to the shop as base64 with the session; the traversal name is only text', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/claims/create', () => ({ statusCode: 200, data: claimAnswer }));
    const res = await send(
      app,
      multipart(FIELDS, [
        { name: '../../x.jpg', data: JPEG },
        { name: 'b.jpg', data: JPEG },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().claim.number).toBe('CL7');
    const [call] = harness.shop().calls;
    expect(call?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
    const body = call?.body as { fields: unknown; files: { name: string; data: string }[] };
    expect(body.fields).toMatchObject({ order_number: 'OR12', resolution: 'repair' });
    // The multipart parser keeps a name's last segment only; the shop stores under a random id anyway.
    expect(body.files.map((f) => f.name)).toEqual(['x.jpg', 'b.jpg']);
    expect(Buffer.from(body.files[0]?.data ?? '', 'base64').equals(JPEG)).toBe(true);
  });

  const refusals: [string, () => Buffer, number, string, string][] = [
    [
      'a 30 MB file',
      () =>
        multipart(FIELDS, [{ name: 'big.jpg', data: Buffer.concat([JPEG, Buffer.alloc(30 * 1024 * 1024)]) }]),
      413,
      'files.0',
      CLAIM_MESSAGES.fileTooLarge,
    ],
    [
      'six files',
      () =>
        multipart(
          FIELDS,
          Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: JPEG })),
        ),
      400,
      'files',
      CLAIM_MESSAGES.tooManyFiles,
    ],
    [
      'an executable renamed .jpg (declared image/jpeg)',
      () =>
        multipart(FIELDS, [{ name: 'cat.jpg', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]) }]),
      415,
      'files.0',
      CLAIM_MESSAGES.fileType,
    ],
    [
      'a script named .png',
      () =>
        multipart(FIELDS, [{ name: 'a.png', data: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'image/png' }]),
      415,
      'files.0',
      CLAIM_MESSAGES.fileType,
    ],
  ];
  test.each(refusals)(
    '%s is refused before the shop is called',
    async (_name, payload, status, field, message) => {
      const app = await harness.start();
      harness.shop().on('POST', '/api/claims/create', () => ({ statusCode: 200, data: claimAnswer }));
      const res = await send(app, payload());
      expect(res.statusCode).toBe(status);
      expect(res.json().fields).toMatchObject({ [field]: message });
      expect(harness.shop().count('/api/claims/create')).toBe(0);
    },
  );

  test('a form without its fields, or with a bad one, is a 400 naming it', async () => {
    const app = await harness.start();
    expect(
      (await send(app, multipart(undefined, [{ name: 'a.jpg', data: JPEG }]))).json().fields,
    ).toHaveProperty('fields');
    const bad = await send(app, multipart({ ...FIELDS, resolution: 'cash' }, []));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('resolution');
    expect(harness.shop().count('/api/claims/create')).toBe(0);
  });

  test('a cross-site post (no client header) is refused (CSRF)', async () => {
    const app = await harness.start();
    const res = await send(app, multipart(FIELDS, []), { 'x-requested-with': '' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/claims/attachment/:claim/:file', () => {
  test('fetched from the shop with the session, sent private and sandboxed; the shop’s 404 stays a 404', async () => {
    const app = await harness.start();
    harness.shop().on('GET', '/api/claims/attachment/CL7/abcdefghijklmnopqrstuv', () => ({
      statusCode: 200,
      data: JPEG.toString('latin1'),
      headers: { 'content-type': 'image/jpeg' },
    }));
    harness.shop().on('GET', '/api/claims/attachment/CL8/abcdefghijklmnopqrstuv', () => ({
      statusCode: 404,
      data: { statusCode: 404, code: 'NOT_FOUND', message: 'claims.errors.not_found' },
    }));
    const cookie = `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}`;
    const ok = await app.inject({
      url: '/api/claims/attachment/CL7/abcdefghijklmnopqrstuv',
      headers: { host, cookie },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(harness.shop().calls[0]?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
    const missing = await app.inject({
      url: '/api/claims/attachment/CL8/abcdefghijklmnopqrstuv',
      headers: { host, cookie },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      url: '/api/claims/attachment/..%2F..%2Fetc/passwd',
      headers: { host, cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
