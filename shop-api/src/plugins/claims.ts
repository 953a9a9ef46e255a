import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendClaimMail } from '../services/claims/claim-mails.js';
import { type ClaimStorage, memoryClaimStorage } from '../services/claims/claim-storage.js';
import type { ClaimMailKind } from '../services/mail/claim-mail-words.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where claim files are kept (#28): the data folder's `claims` on the server, memory in tests by default. */
    claimStorage: ClaimStorage;
    /** Mails a claim's step in the background, after its commit; a mail that fails is logged, never the call. */
    claimMail: (claimId: number, kind: ClaimMailKind) => void;
  }
}

export interface ClaimsPluginOptions {
  storage?: ClaimStorage | undefined;
}

export default fp(
  async (fastify: FastifyInstance, opts: ClaimsPluginOptions) => {
    fastify.decorate('claimStorage', opts.storage ?? memoryClaimStorage());
    fastify.decorate('claimMail', (claimId: number, kind: ClaimMailKind) => {
      sendClaimMail(fastify.db, fastify.mailer, fastify.storefrontOriginTemplate, claimId, kind).catch(
        (error) => fastify.log.warn({ err: error, claimId, kind }, 'claim mail not sent'),
      );
    });
  },
  { name: 'claims', dependencies: ['database', 'mail'] },
);
