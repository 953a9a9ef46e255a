/** A checkout or payment refusal whose message is a translation key (CHECKOUT_MESSAGES), naming its field. */
export function checkoutError(
  statusCode: 400 | 404 | 409 | 422 | 503,
  message: string,
  field?: string,
): Error & { statusCode: number; fields?: Record<string, string> } {
  return Object.assign(new Error(message), {
    statusCode,
    ...(field ? { fields: { [field]: message } } : {}),
  });
}
