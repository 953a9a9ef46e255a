import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../services/auth/require-user.js';
import { payableReturnBase } from '../../services/balance/return-base.js';
import { requestStorefrontOrigin } from '../../services/orders/storefront-origin.js';
import { answerQuote } from '../../services/quotes/answer-quote.js';
import { myQuotes } from '../../services/quotes/my-quotes.js';
import { acceptOffer, createOrderView } from '../../services/quotes/offers.js';
import { payQuote } from '../../services/quotes/pay-quote.js';
import { ownQuote, quoteById } from '../../services/quotes/quote-row.js';
import { quoteDetail, quoteView } from '../../services/quotes/quote-view.js';
import { recalculateQuote } from '../../services/quotes/recalculate-quote.js';
import { requestQuote } from '../../services/quotes/request-quote.js';
import { registerEndpoint } from '../register-endpoint.js';

// Quotes, "buy it for me" (#27), and create-order links. Every quote call is the session user's own: another
// user's quote is the same 404 as a missing one. A create-order link's view needs no session (the link is the key).
export default async function quoteRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, payments } = fastify;
  const template = fastify.storefrontOriginTemplate;
  const user = (request: FastifyRequest) => requireUser(db, request.headers.authorization);

  registerEndpoint(fastify, 'quoteRequest', async (request, { body }) => {
    const { id: userId } = await user(request);
    const { host, siteId } = await requestStorefrontOrigin(db, request.headers, template);
    const made = await requestQuote(db, { userId, siteId, host }, body);
    if (made.fresh) fastify.quoteMail(made.id, 'quote-requested');
    return quoteView(db, payments, await quoteById(db, made.id));
  });
  registerEndpoint(fastify, 'myQuotes', async (request, { body }) => {
    const { id: userId } = await user(request);
    const siteId =
      body.scope === 'this_store'
        ? (await requestStorefrontOrigin(db, request.headers, template)).siteId
        : null;
    return myQuotes(db, userId, body.page, siteId);
  });
  registerEndpoint(fastify, 'quoteDetail', async (request, { body }) =>
    quoteDetail(db, payments, (await user(request)).id, body.slug),
  );
  registerEndpoint(fastify, 'quoteAnswer', async (request, { body }) => {
    const { id: userId } = await user(request);
    await answerQuote(db, userId, body);
    return quoteView(db, payments, await ownQuote(db, userId, body.slug));
  });
  registerEndpoint(fastify, 'quoteRecalculate', async (request, { body }) =>
    recalculateQuote(db, (await user(request)).id, body),
  );
  registerEndpoint(fastify, 'quotePay', async (request, { body }) => {
    const { id: userId } = await user(request);
    // The provider sends the shopper back to /{locale}/quotes/{slug}?payment=… on the host they are on.
    const back = await payableReturnBase(db, request.headers, template, body.language_id);
    const answer = await payQuote(db, payments, userId, body, back);
    if (answer.paid) fastify.quoteMail(answer.quote_id, 'quote-paid');
    return answer;
  });
  registerEndpoint(fastify, 'createOrderView', async (_request, { body }) => createOrderView(db, body.slug));
  registerEndpoint(fastify, 'createOrderAccept', async (request, { body }) => {
    const { id: userId } = await user(request);
    const id = await acceptOffer(db, userId, body);
    return quoteView(db, payments, await quoteById(db, id));
  });
}
