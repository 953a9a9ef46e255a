// Filing a warranty claim (#28), once per idempotency key. Every file is checked (claim-file-check.ts) before
// anything is written; then the files go to the storage under temporary keys, the claim and its rows commit in one
// transaction, and only then are the files moved to their final keys. A failure before the commit deletes the
// temporary files, so a claim is stored with all its files or not at all; a replay of the key stores nothing more.
import { createHash, randomBytes } from 'node:crypto';
import { CLAIM_MESSAGES, CLAIM_UPLOAD_LIMITS, type claimCreateRequestSchema } from '@storefront/shared-types';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { requireLanguage } from '../config/languages.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import type { OrderViewer } from '../orders/order-access.js';
import { claimableOrderId } from './claim-access.js';
import { type CheckedFile, checkClaimFile, fileError } from './claim-file-check.js';
import type { ClaimStorage } from './claim-storage.js';

export type ParsedClaimCreate = z.output<typeof claimCreateRequestSchema>;

/** A file's storage key once its claim has committed, and before. */
export const fileKey = (id: string) => `files/${id}`;
const tempKey = (id: string) => `tmp/${id}`;

export interface ClaimFiler extends OrderViewer {
  /** Whether the signed-in filer is an approved pro buyer (the pro form's company fields need one). */
  isPro: boolean;
}

export async function createClaim(
  db: Database,
  storage: ClaimStorage,
  filer: ClaimFiler,
  body: ParsedClaimCreate,
): Promise<{ id: number; fresh: boolean }> {
  const { fields } = body;
  const orderId = await claimableOrderId(db, filer, fields.order_number, fields.email);
  if (fields.company && !(filer.userId !== null && filer.isPro)) {
    throw Object.assign(new Error(CLAIM_MESSAGES.proOnly), {
      statusCode: 403,
      fields: { company: CLAIM_MESSAGES.proOnly },
    });
  }
  await checkItems(db, orderId, fields.items);
  // The claim keeps its language (its mails are written in it).
  await requireLanguage(db, fields.language_id);
  const checked = await checkFiles(body.files);

  const stored = checked.map((file) => ({ ...file, id: randomBytes(16).toString('base64url') }));
  const owner = filer.userId !== null ? `user:${filer.userId}` : `order:${orderId}`;
  const { idempotency_key: key, ...request } = fields;
  const hash = requestHash({ request, files: checked.map((file) => sha256(file.original)) });
  try {
    for (const file of stored) await storage.put(tempKey(file.id), file.data);
    const outcome = await db.transaction(async (tx) => {
      const claim = await claimKey<{ id: number }>(tx, 'claim-create', owner, key, hash);
      if (!claim.fresh) return { id: claim.response.id, fresh: false };
      const id = await insertClaim(tx, orderId, filer.userId, fields, stored);
      await keepResponse(tx, 'claim-create', owner, key, { id });
      return { id, fresh: true };
    });
    if (!outcome.fresh) {
      await removeAll(storage, stored);
      return outcome;
    }
    for (const file of stored) await storage.move(tempKey(file.id), fileKey(file.id));
    return outcome;
  } catch (error) {
    await removeAll(storage, stored);
    throw error;
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function removeAll(storage: ClaimStorage, files: readonly { id: string }[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.delete(tempKey(file.id))));
}

/** Each item a line of the order, at most as many as were bought. */
async function checkItems(
  db: Queryable,
  orderId: number,
  items: ParsedClaimCreate['fields']['items'],
): Promise<void> {
  const lines = await db.query<{ id: number; quantity: number }>(
    'SELECT id, quantity FROM order_lines WHERE order_id = $1',
    [orderId],
  );
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    const line = lines.find((candidate) => candidate.id === item.line_id);
    if (!line || item.quantity > line.quantity || seen.has(item.line_id)) {
      throw Object.assign(new Error(CLAIM_MESSAGES.itemInvalid), {
        statusCode: 400,
        fields: { [`items.${index}`]: CLAIM_MESSAGES.itemInvalid },
      });
    }
    seen.add(item.line_id);
  }
}

/** The files checked in turn (the first refusal names its file): up to 5 images, or one PDF alone. */
async function checkFiles(
  files: ParsedClaimCreate['files'],
): Promise<(CheckedFile & { name: string; original: Buffer })[]> {
  if (files.length > CLAIM_UPLOAD_LIMITS.files_max)
    throw fileError(400, CLAIM_MESSAGES.tooManyFiles, 'files');
  const checked: (CheckedFile & { name: string; original: Buffer })[] = [];
  for (const [index, file] of files.entries()) {
    const original = Buffer.from(file.data, 'base64');
    checked.push({ ...(await checkClaimFile(original, index)), name: file.name, original });
  }
  if (checked.some((file) => file.content_type === 'application/pdf') && checked.length > 1) {
    throw fileError(400, CLAIM_MESSAGES.tooManyFiles, 'files');
  }
  return checked;
}

async function insertClaim(
  tx: Queryable,
  orderId: number,
  userId: number | null,
  fields: ParsedClaimCreate['fields'],
  files: readonly (CheckedFile & { id: string; name: string })[],
): Promise<number> {
  const [claim] = await tx.query<{ id: number }>(
    `INSERT INTO claims (order_id, user_id, language_id, resolution, description, company)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      orderId,
      userId,
      fields.language_id,
      fields.resolution,
      fields.description,
      fields.company ? JSON.stringify(fields.company) : null,
    ],
  );
  if (!claim) throw new Error('claim not written');
  for (const item of fields.items) {
    await tx.query('INSERT INTO claim_items (claim_id, order_line_id, quantity) VALUES ($1, $2, $3)', [
      claim.id,
      item.line_id,
      item.quantity,
    ]);
  }
  for (const [position, file] of files.entries()) {
    // The shopper's file name is kept as text for the operator (capped, never a path): the key is the random id.
    await tx.query(
      `INSERT INTO claim_files (id, claim_id, position, content_type, size, original_name)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [file.id, claim.id, position, file.content_type, file.data.length, file.name.slice(0, 255)],
    );
  }
  await tx.query("INSERT INTO claim_events (claim_id, status, actor) VALUES ($1, 'received', 'shopper')", [
    claim.id,
  ]);
  return claim.id;
}
