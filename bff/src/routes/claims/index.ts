import multipart from '@fastify/multipart';
import {
  CLAIM_MESSAGES,
  CLAIM_UPLOAD_LIMITS,
  claimFieldsSchema,
  claimNumberSchema,
  ENDPOINTS,
  orderTokenSchema,
  sniffClaimFileType,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Dispatcher, request as undiciRequest } from 'undici';
import { z } from 'zod';
import { buildHeaders } from '../../upstream/upstream-request.js';

export interface ClaimRoutesOptions {
  /** The shop's dispatcher (tests: a mock); default undici's global one. */
  dispatcher?: Dispatcher | undefined;
}

/** A refusal naming its part (`files`, `files.2`, `fields`) in the one error shape (error-handler.ts). */
const refuse = (statusCode: 400 | 413 | 415, message: string, field: string) =>
  Object.assign(new Error(message), { statusCode, fields: { [field]: message } });

const attachmentParams = z.object({
  claim: claimNumberSchema,
  file: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
const attachmentQuery = z.object({ token: orderTokenSchema.optional() });

// Filing a warranty claim (#28): the browser sends multipart/form-data, one `fields` part (the form as JSON,
// claimFieldsSchema) and up to 5 `files` parts. Each file is read as it streams in and refused as soon as it
// breaks a limit, by its bytes (not its name or declared type): the sixth file, a file past 10 MB, the whole
// request past its cap, a first chunk that is not JPEG, PNG, WebP or PDF. What passes goes on to the shop as base64
// JSON (claimCreate), which checks each file whole, re-encodes images and stores the claim. The bff keeps nothing.
// A claim's file is fetched through here from the shop with the visitor's session: never a public path.
export default async function claimRoutes(fastify: FastifyInstance, opts: ClaimRoutesOptions): Promise<void> {
  await fastify.register(multipart, {
    limits: {
      fields: 4,
      fieldSize: 64 * 1024,
      // One more than allowed, so the sixth is seen and refused by name rather than silently dropped.
      files: CLAIM_UPLOAD_LIMITS.files_max + 1,
      fileSize: CLAIM_UPLOAD_LIMITS.file_bytes_max,
      parts: CLAIM_UPLOAD_LIMITS.files_max + 6,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });

  fastify.post(
    ENDPOINTS.claimCreate.path,
    {
      bodyLimit: CLAIM_UPLOAD_LIMITS.request_bytes_max,
      schema: { tags: ['claims'], summary: ENDPOINTS.claimCreate.summary },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuse(415, CLAIM_MESSAGES.fileType, 'files');
      let fieldsJson: string | null = null;
      const files: { name: string; data: string }[] = [];
      let total = 0;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'fields') fieldsJson = String(part.value);
          continue;
        }
        const index = files.length;
        if (index >= CLAIM_UPLOAD_LIMITS.files_max) throw refuse(400, CLAIM_MESSAGES.tooManyFiles, 'files');
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          if (size === 0 && sniffClaimFileType(chunk) === null) {
            throw refuse(415, CLAIM_MESSAGES.fileType, `files.${index}`);
          }
          size += chunk.length;
          total += chunk.length;
          if (total > CLAIM_UPLOAD_LIMITS.request_bytes_max)
            throw refuse(413, CLAIM_MESSAGES.fileTooLarge, 'files');
          chunks.push(chunk);
        }
        if (part.file.truncated || size > CLAIM_UPLOAD_LIMITS.file_bytes_max) {
          throw refuse(413, CLAIM_MESSAGES.fileTooLarge, `files.${index}`);
        }
        if (size === 0) throw refuse(415, CLAIM_MESSAGES.fileType, `files.${index}`);
        // The name travels as text for the operator only (capped); the shop stores the file under a random id.
        files.push({ name: part.filename.slice(0, 255), data: Buffer.concat(chunks).toString('base64') });
      }
      let raw: unknown;
      try {
        raw = JSON.parse(fieldsJson ?? '');
      } catch {
        throw refuse(400, 'The form part `fields` must be JSON', 'fields');
      }
      const fields = claimFieldsSchema.parse(raw);
      return fastify.callShop(request, 'claimCreate', { body: { fields, files } });
    },
  );

  fastify.get<{ Params: z.infer<typeof attachmentParams>; Querystring: z.infer<typeof attachmentQuery> }>(
    '/api/claims/attachment/:claim/:file',
    { schema: { tags: ['claims'], summary: 'One file of a claim, to whoever may see the claim (else 404)' } },
    async (request, reply) => {
      const params = attachmentParams.parse(request.params);
      const query = attachmentQuery.parse(request.query);
      const path = `/api/claims/attachment/${encodeURIComponent(params.claim)}/${encodeURIComponent(params.file)}${
        query.token ? `?token=${encodeURIComponent(query.token)}` : ''
      }`;
      const headers = shopHeaders(request);
      const answer = await undiciRequest(new URL(path, fastify.config.SHOP_API_URL), {
        method: 'GET',
        headers,
        ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
        headersTimeout: 10_000,
        bodyTimeout: 30_000,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      if (answer.statusCode !== 200) {
        return reply
          .code(answer.statusCode === 404 ? 404 : 502)
          .type('application/json')
          .send(body);
      }
      return reply
        .header('content-type', String(answer.headers['content-type'] ?? 'application/octet-stream'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(body);
    },
  );
}

/** The shop call's headers as every other call has them: the site's Host, the session, the guest cart token. */
function shopHeaders(request: FastifyRequest): Record<string, string> {
  const headers = buildHeaders(
    {
      call: 'claim-attachment',
      method: 'GET',
      path: '',
      policy: 'default',
      host: request.variant.upstreamHost,
      token: request.sessionToken,
      cartToken: request.cartToken,
      storefrontHost: request.host,
      requestId: request.id,
    },
    undefined,
  );
  headers.accept = '*/*';
  return headers;
}
