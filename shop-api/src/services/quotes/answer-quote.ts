// The shopper answers the operator's questions (#27): each answer to one of the quote's open questions, then the
// quote goes back to requested for pricing. All in one transaction: nothing is half-answered.
import { QUOTE_MESSAGES, type QuoteAnswerRequest } from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { ownQuote } from './quote-row.js';
import { moveQuote, refusedQuoteMove } from './quote-transitions.js';

export async function answerQuote(db: Database, userId: number, body: QuoteAnswerRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await ownQuote(tx, userId, body.slug, true);
    if (quote.status !== 'needs_info') throw refusedQuoteMove();
    const open = await tx.query<{ id: number }>(
      'SELECT id FROM quote_questions WHERE quote_id = $1 AND answer IS NULL',
      [quote.id],
    );
    const openIds = new Set(open.map((question) => question.id));
    const answered = new Set<number>();
    for (const { question_id: questionId } of body.answers) {
      if (!openIds.has(questionId) || answered.has(questionId)) {
        throw checkoutError(400, QUOTE_MESSAGES.questionUnknown, 'answers');
      }
      answered.add(questionId);
    }
    for (const answer of body.answers) {
      await tx.query('UPDATE quote_questions SET answer = $2, answered_at = now() WHERE id = $1', [
        answer.question_id,
        answer.answer,
      ]);
    }
    // Every question answered: back to the operator. Some left: it stays waiting for the rest.
    if (answered.size === openIds.size) await moveQuote(tx, quote.id, 'requested', 'shopper');
  });
}
