// The endpoint table with its zod schemas, for the forms that check their fields with an endpoint's body schema
// (lib/forms/contract-resolver.ts): a chunk loaded when a form is first used, never with a page.
// Re-exported from here so the chunk holds only the table, not every schema of the package.
export { ENDPOINTS } from '@storefront/shared-types';
