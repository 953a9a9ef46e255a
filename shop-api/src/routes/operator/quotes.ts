import { type Parcel, quoteNumber } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { originOf, storefrontHost } from '../../services/orders/storefront-origin.js';
import {
  askQuestions,
  createOffer,
  operatorMoveQuote,
  priceQuote,
  quoteIdOf,
  type ShippingBasis,
} from '../../services/quotes/operator-quotes.js';
import {
  askQuestionsBodySchema,
  moveQuoteBodySchema,
  priceQuoteBodySchema,
  quoteNumberParamsSchema,
  quoteOfferBodySchema,
} from './quote-schemas.js';

type Params = z.infer<typeof quoteNumberParamsSchema>;

/** The body's parcel or flat amount (its schema makes sure exactly one is there). */
const basisOf = (body: {
  parcel?: Parcel | undefined;
  shipping_amount?: number | undefined;
}): ShippingBasis => (body.parcel ? { parcel: body.parcel } : { shipping_amount: body.shipping_amount ?? 0 });

// The operator's quote calls (README "Quotes"); each change is recorded and idempotent on client_key, and mails
// the shopper once it has committed (a replay mails nothing).
export default async function operatorQuoteRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const record = (
    operator: string,
    clientKey: string,
    action: string,
    target: string | null,
    body: unknown,
  ) => ({
    clientKey,
    operator,
    action,
    target,
    request: body,
  });

  fastify.post<{ Params: Params; Body: z.infer<typeof priceQuoteBodySchema> }>(
    '/operator/quotes/:number/price',
    { schema: { params: quoteNumberParamsSchema, body: priceQuoteBodySchema } },
    async (request) => {
      const id = quoteIdOf(request.params.number);
      const { client_key, lines, service_fee, expiry_days, note } = request.body;
      const done = await recordedAction(
        db,
        record(request.operator, client_key, 'quote.price', quoteNumber(id), request.body),
        (tx) =>
          priceQuote(
            tx,
            id,
            { lines, basis: basisOf(request.body), service_fee, expiry_days, note },
            request.operator,
          ),
      );
      if (done.fresh) fastify.quoteMail(id, 'quote-priced');
      return done.answer;
    },
  );

  fastify.post<{ Params: Params; Body: z.infer<typeof askQuestionsBodySchema> }>(
    '/operator/quotes/:number/questions',
    { schema: { params: quoteNumberParamsSchema, body: askQuestionsBodySchema } },
    async (request) => {
      const id = quoteIdOf(request.params.number);
      const done = await recordedAction(
        db,
        record(request.operator, request.body.client_key, 'quote.questions', quoteNumber(id), request.body),
        (tx) => askQuestions(tx, id, request.body.questions, request.operator),
      );
      if (done.fresh) fastify.quoteMail(id, 'quote-info-needed');
      return done.answer;
    },
  );

  fastify.post<{ Params: Params; Body: z.infer<typeof moveQuoteBodySchema> }>(
    '/operator/quotes/:number/status',
    { schema: { params: quoteNumberParamsSchema, body: moveQuoteBodySchema } },
    async (request) => {
      const id = quoteIdOf(request.params.number);
      const { client_key, status, tracking_number } = request.body;
      // A payment still open at its provider is cancelled there first, so a cancelled quote cannot be paid after
      // all; one that turns out paid pays the quote, and cancelling it is then refused (paid → cancelled).
      if (status === 'cancelled') await fastify.payments.cancelPending('quote_id', id);
      const done = await recordedAction(
        db,
        record(request.operator, client_key, 'quote.status', quoteNumber(id), request.body),
        (tx) => operatorMoveQuote(tx, id, status, request.operator, tracking_number),
      );
      if (done.fresh && status === 'shipped') fastify.quoteMail(id, 'quote-shipped');
      return done.answer;
    },
  );

  fastify.post<{ Body: z.infer<typeof quoteOfferBodySchema> }>(
    '/operator/quote-offers',
    { schema: { body: quoteOfferBodySchema } },
    async (request) => {
      const { client_key, parcel: _parcel, shipping_amount: _amount, ...offer } = request.body;
      const done = await recordedAction(
        db,
        record(request.operator, client_key, 'quote.offer', null, request.body),
        async (tx) => {
          const made = await createOffer(tx, { ...offer, basis: basisOf(request.body) }, request.operator);
          const host = await storefrontHost(tx, made.siteId, {}, fastify.storefrontOriginTemplate);
          return {
            number: quoteNumber(made.id),
            slug: made.slug,
            link: `${originOf(fastify.storefrontOriginTemplate, host)}/${made.locale}/create-order/${made.slug}`,
            totals: made.totals,
          };
        },
      );
      if (done.fresh) fastify.quoteMail(quoteIdOf(done.answer.number), 'quote-offered');
      return done.answer;
    },
  );
}
