// Shared set-up of the claim tests (#28): an order with lines for a signed-in shopper, the images and hostile
// files a claim may be sent, and a claim's body as the bff passes it on (files in base64).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../../src/db/database.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { userWithOrders } from './order-fixtures.js';

/** A shopper with one paid order of two lines (2 × the first product, 1 × the second), and a session. */
export async function shopperWithOrder(db: Queryable) {
  const { userId, email, orderIds } = await userWithOrders(db, ['paid']);
  const orderId = orderIds[0] as number;
  const products = await db.query<{ id: number; sku: string }>(
    'SELECT id, sku FROM products ORDER BY id LIMIT 2',
  );
  const lineIds: number[] = [];
  for (const [index, product] of products.entries()) {
    const [line] = await db.query<{ id: number }>(
      `INSERT INTO order_lines (order_id, product_id, sku, name, quantity, unit_price)
       VALUES ($1, $2, $3, $4, $5, 5) RETURNING id`,
      [orderId, product.id, product.sku, `Claimed thing ${index + 1}`, index === 0 ? 2 : 1],
    );
    if (line) lineIds.push(line.id);
  }
  const token = await createSession(db, userId);
  return {
    userId,
    email,
    orderId,
    lineIds,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      host: 'lt.localhost:3000',
    },
  };
}

/** A photo with EXIF (a camera make and a GPS-ish comment) as a camera would send it. */
export async function photoWithExif(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam', Copyright: 'GPS 54.68N 25.27E' } } })
    .toFormat(format)
    .toBuffer();
}

/** A small JPEG whose header declares 65535 × 65535 pixels (a decompression bomb). */
export async function jpegBomb(): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const sof = image.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  image.writeUInt16BE(0xffff, sof + 5);
  image.writeUInt16BE(0xffff, sof + 7);
  return image;
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const file = (data: Buffer, name = 'photo.jpg') => ({ name, data: data.toString('base64') });

export function claimBody(
  orderId: number,
  lineId: number,
  files: { name: string; data: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    fields: {
      order_number: `OR${orderId}`,
      items: [{ line_id: lineId, quantity: 1 }],
      description: 'The left earbud stopped charging after two weeks.',
      resolution: 'replacement',
      language_id: 1,
      idempotency_key: randomUUID(),
      ...extra,
    },
    files,
  };
}
