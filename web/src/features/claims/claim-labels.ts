import type { ClaimResolution, ClaimStatus } from '@storefront/shared-types';

/** The translation key of each claim status (the claims seed file has the texts). */
export const CLAIM_STATUS_KEYS: Record<ClaimStatus, string> = {
  received: 'claims.status.received',
  in_review: 'claims.status.in_review',
  approved: 'claims.status.approved',
  rejected: 'claims.status.rejected',
  resolved: 'claims.status.resolved',
};

export const CLAIM_RESOLUTION_KEYS: Record<ClaimResolution, string> = {
  repair: 'claims.resolution.repair',
  replacement: 'claims.resolution.replacement',
  refund: 'claims.resolution.refund',
};
