// The translation keys of a quote's status and of what the shopper does next (the shop answers both as codes).

const QUOTE_STATUS_KEYS: Record<string, string> = {
  requested: 'quotes.status.requested',
  needs_info: 'quotes.status.needs_info',
  offered: 'quotes.status.offered',
  priced: 'quotes.status.priced',
  paid: 'quotes.status.paid',
  purchased: 'quotes.status.purchased',
  at_warehouse: 'quotes.status.at_warehouse',
  shipped: 'quotes.status.shipped',
  delivered: 'quotes.status.delivered',
  cancelled: 'quotes.status.cancelled',
  expired: 'quotes.status.expired',
};

export const quoteStatusKey = (status: string): string => QUOTE_STATUS_KEYS[status] ?? status;

export const NEXT_ACTION_KEYS: Record<string, string> = {
  pay: 'quotes.next.pay',
  answer: 'quotes.next.answer',
  accept: 'quotes.next.accept',
  wait: 'quotes.next.wait',
  track: 'quotes.next.track',
  none: 'quotes.next.none',
};
