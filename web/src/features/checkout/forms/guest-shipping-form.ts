import type { AddressInput } from '@storefront/shared-types';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The guest's shipping form: the e-mail the order is confirmed to and the address it is delivered to. */
export type GuestShippingValues = { email: string } & AddressInput;

const loadSchemas = () => import('./shipping-schemas');

/** Starts loading the schemas (on the form's first focus, so the first check never waits). */
export function prefetchShippingSchemas(): void {
  void loadSchemas();
}

type Issue = { path: PropertyKey[]; message: string };

function addIssues(errors: Record<string, { type: string; message: string }>, issues: readonly Issue[]) {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: 'validation', message: issue.message };
  }
}

/**
 * Checks the e-mail with the account e-mail rule and the address with the contract's address rule; each message
 * is a translation key. Answers the parsed values (trimmed, e-mail lower-cased) that are sent on.
 */
export const guestShippingResolver: Resolver<GuestShippingValues> = async (values) => {
  const { emailSchema, addressInputSchema } = await loadSchemas();
  const { email, ...address } = values;
  const errors: Record<string, { type: string; message: string }> = {};
  const parsedEmail = emailSchema.safeParse(email);
  const parsedAddress = addressInputSchema.safeParse(address);
  if (!parsedEmail.success)
    addIssues(
      errors,
      parsedEmail.error.issues.map((i) => ({ ...i, path: ['email'] })),
    );
  if (!parsedAddress.success) addIssues(errors, parsedAddress.error.issues);
  if (!parsedEmail.success || !parsedAddress.success) {
    return { values: {}, errors: errors as FieldErrors<GuestShippingValues> };
  }
  return { values: { email: parsedEmail.data, ...parsedAddress.data }, errors: {} };
};
