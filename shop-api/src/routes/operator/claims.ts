import { claimNumber, claimStatusSchema, multilineText, parseClaimNumber } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { claimViews } from '../../services/claims/claim-view.js';
import { fileKey } from '../../services/claims/create-claim.js';
import { moveClaim } from '../../services/claims/operator-claims.js';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { clientKeySchema } from './order-schemas.js';

const claimParams = z.object({ number: z.string().regex(/^CL[1-9][0-9]{0,9}$/i) });
const fileParams = claimParams.extend({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const listQuery = z.object({ status: claimStatusSchema.optional() });
const statusBody = z.object({
  client_key: clientKeySchema,
  status: claimStatusSchema,
  note: multilineText(1000).optional(),
});

const noClaim = () => Object.assign(new Error('No such claim'), { statusCode: 404 });
const idOf = (number: string) => {
  const id = parseClaimNumber(number);
  if (id === null) throw noClaim();
  return id;
};

// The operator's claim calls (README "Warranty claims"): a claim with its files' links here, a file's bytes, and
// a status move (recorded, once per client_key, mailing the shopper after it commits).
export default async function operatorClaimRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  // The newest claims (50), of one status when asked: what is waiting for the operator.
  fastify.get<{ Querystring: z.infer<typeof listQuery> }>(
    '/operator/claims',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { status } = request.query;
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM claims WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT 50`,
        [status ?? null],
      );
      const claims = await claimViews(
        db,
        rows.map((row) => row.id),
        async () => null,
      );
      return {
        claims: claims.map(({ attachments, ...claim }) => ({
          ...claim,
          attachments: attachments.length,
          url: `/operator/claims/${claim.number}`,
        })),
      };
    },
  );

  fastify.get<{ Params: z.infer<typeof claimParams> }>(
    '/operator/claims/:number',
    { schema: { params: claimParams } },
    async (request) => {
      const id = idOf(request.params.number);
      const [claim] = await claimViews(db, [id], async () => null);
      if (!claim) throw noClaim();
      const files = await db.query<{ id: string; original_name: string }>(
        'SELECT id, original_name FROM claim_files WHERE claim_id = $1 ORDER BY position',
        [id],
      );
      const events = await db.query(
        'SELECT status, actor, note, created_at FROM claim_events WHERE claim_id = $1 ORDER BY id',
        [id],
      );
      return {
        ...claim,
        attachments: claim.attachments.map((attachment) => ({
          ...attachment,
          url: `/operator/claims/${claim.number}/files/${attachment.id}`,
          original_name: files.find((file) => file.id === attachment.id)?.original_name ?? '',
        })),
        events,
      };
    },
  );

  fastify.get<{ Params: z.infer<typeof fileParams> }>(
    '/operator/claims/:number/files/:file',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const id = idOf(request.params.number);
      const [file] = await db.query<{ content_type: string }>(
        'SELECT content_type FROM claim_files WHERE id = $1 AND claim_id = $2',
        [request.params.file, id],
      );
      const data = file ? await fastify.claimStorage.get(fileKey(request.params.file)) : null;
      if (!file || !data) throw Object.assign(new Error('No such file'), { statusCode: 404 });
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data);
    },
  );

  fastify.post<{ Params: z.infer<typeof claimParams>; Body: z.infer<typeof statusBody> }>(
    '/operator/claims/:number/status',
    { schema: { params: claimParams, body: statusBody } },
    async (request) => {
      const id = idOf(request.params.number);
      const { client_key, status, note } = request.body;
      const done = await recordedAction(
        db,
        {
          clientKey: client_key,
          operator: request.operator,
          action: 'claim.status',
          target: claimNumber(id),
          request: request.body,
        },
        (tx) => moveClaim(tx, id, status, request.operator, note || null),
      );
      if (done.fresh) fastify.claimMail(id, 'claim-status');
      return done.answer;
    },
  );
}
