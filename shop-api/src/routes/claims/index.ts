import {
  CLAIM_UPLOAD_LIMITS,
  claimNumberSchema,
  orderTokenSchema,
  parseClaimNumber,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartOwner } from '../../services/cart/cart-owner.js';
import {
  claimableOrderId,
  claimNotFound,
  claimToken,
  claimTokenValid,
  ownsClaim,
} from '../../services/claims/claim-access.js';
import { claimViews } from '../../services/claims/claim-view.js';
import { createClaim, fileKey } from '../../services/claims/create-claim.js';
import { visibleOrderId } from '../../services/orders/order-access.js';
import { registerEndpoint } from '../register-endpoint.js';

const attachmentParams = z.object({
  claim: claimNumberSchema,
  file: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
const attachmentQuery = z.object({ token: orderTokenSchema.optional() });

// Warranty claims (#28). Filing: the order's owner or a guest with its number and e-mail; the order's page lists
// its claims (owner or signed link); a file is served only to whoever may see its claim (owner, the claim's token)
// and never from a public path: an unknown or another's claim or file is the same 404.
export default async function claimRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const viewer = (request: FastifyRequest) => cartOwner(db, request.headers);

  registerEndpoint(fastify, 'claimOrder', async (request, { body }) => {
    const id = await claimableOrderId(db, await viewer(request), body.number, body.email, 'number');
    const lines = await db.query<{ id: number; name: string; quantity: number }>(
      'SELECT id, name, quantity FROM order_lines WHERE order_id = $1 ORDER BY id',
      [id],
    );
    return { number: `OR${id}`, lines };
  });

  // The files arrive base64-encoded in JSON (the bff's call): the body may be as large as the request cap.
  registerEndpoint(
    fastify,
    'claimCreate',
    async (request, { body }) => {
      const owner = await viewer(request);
      const [user] =
        owner.userId === null
          ? []
          : await db.query<{ is_pro: boolean }>('SELECT is_pro FROM users WHERE id = $1', [owner.userId]);
      const made = await createClaim(
        db,
        fastify.claimStorage,
        { ...owner, isPro: user?.is_pro ?? false },
        body,
      );
      if (made.fresh) fastify.claimMail(made.id, 'claim-received');
      // A guest's own way back to the claim's files: its token (a signed-in owner needs none).
      const token = owner.userId === null ? await claimToken(db, made.id) : null;
      const [claim] = await claimViews(db, [made.id], async () => token);
      if (!claim) throw new Error('claim not found after creating it');
      return { claim, token };
    },
    { bodyLimit: Math.ceil((CLAIM_UPLOAD_LIMITS.request_bytes_max * 4) / 3) + 64 * 1024 },
  );

  registerEndpoint(fastify, 'orderClaims', async (request, { body }) => {
    const orderId = await visibleOrderId(db, await viewer(request), body.number, body.token);
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM claims WHERE order_id = $1 ORDER BY id DESC',
      [orderId],
    );
    // The order's signed link opens its claims' files too: each file link gets its claim's token.
    const tokenOf = async (claimId: number) => (body.token ? claimToken(db, claimId) : null);
    return {
      claims: await claimViews(
        db,
        rows.map((row) => row.id),
        tokenOf,
      ),
    };
  });

  fastify.get<{ Params: z.infer<typeof attachmentParams>; Querystring: z.infer<typeof attachmentQuery> }>(
    '/api/claims/attachment/:claim/:file',
    { schema: { params: attachmentParams, querystring: attachmentQuery } },
    async (request, reply) => {
      const claimId = parseClaimNumber(request.params.claim);
      if (claimId === null) throw claimNotFound('claim');
      const allowed =
        (await claimTokenValid(db, claimId, request.query.token)) ||
        (await ownsClaim(db, await viewer(request), claimId));
      if (!allowed) throw claimNotFound('claim');
      const [file] = await db.query<{ content_type: string }>(
        'SELECT content_type FROM claim_files WHERE id = $1 AND claim_id = $2',
        [request.params.file, claimId],
      );
      const data = file ? await fastify.claimStorage.get(fileKey(request.params.file)) : null;
      if (!file || !data) throw claimNotFound('file');
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
}
