// The schemas the guest's shipping form is checked with, loaded when the form is first checked (a chunk of its
// own, like lib/contract.ts): the contract's own address and e-mail rules, so the form says what the shop checks.
export { addressInputSchema, emailSchema } from '@storefront/shared-types';
