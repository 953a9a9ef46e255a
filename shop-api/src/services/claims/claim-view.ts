// A claim as the shopper and the operator see it (#28): its items by name, its files by id with the link that
// serves them to whoever may see the claim (with its token when that is how they came).
import { type ClaimView, claimNumber, orderNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

interface ClaimRow {
  id: number;
  order_id: number;
  status: ClaimView['status'];
  resolution: ClaimView['resolution'];
  description: string;
  company: ClaimView['company'];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The claims by id (in the order given), each with its items and files; `token` goes on the file links. */
export async function claimViews(
  db: Queryable,
  ids: readonly number[],
  tokenOf: (claimId: number) => Promise<string | null>,
): Promise<ClaimView[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ClaimRow>(
    `SELECT id, order_id, status, resolution, description, company, created_at, updated_at FROM claims
     WHERE id = ANY($1::int[])`,
    [ids],
  );
  const items = await db.query<{ claim_id: number; line_id: number; name: string; quantity: number }>(
    `SELECT ci.claim_id, ci.order_line_id AS line_id, ol.name, ci.quantity FROM claim_items ci
     JOIN order_lines ol ON ol.id = ci.order_line_id WHERE ci.claim_id = ANY($1::int[]) ORDER BY ol.id`,
    [ids],
  );
  const files = await db.query<{ claim_id: number; id: string; content_type: string; size: number }>(
    `SELECT claim_id, id, content_type, size FROM claim_files WHERE claim_id = ANY($1::int[])
     ORDER BY claim_id, position`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const views: ClaimView[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const token = await tokenOf(id);
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    views.push({
      id,
      number: claimNumber(id),
      order_number: orderNumber(row.order_id),
      status: row.status,
      resolution: row.resolution,
      description: row.description,
      company: row.company ?? null,
      items: items
        .filter((item) => item.claim_id === id)
        .map(({ line_id, name, quantity }) => ({ line_id, name, quantity })),
      attachments: files
        .filter((file) => file.claim_id === id)
        .map((file) => ({
          id: file.id,
          content_type: file.content_type as ClaimView['attachments'][number]['content_type'],
          size: file.size,
          url: `/api/claims/attachment/${claimNumber(id)}/${file.id}${query}`,
        })),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    });
  }
  return views;
}
