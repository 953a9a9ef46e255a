// Loaded on the first browser call (see api-client.ts): the endpoint table with its zod schemas. Re-exported from
// here so the chunk holds only what calls need, not every schema of the package.
export { apiErrorSchema, CALL_POLICIES, ENDPOINTS, endpointPath } from '@storefront/shared-types';
