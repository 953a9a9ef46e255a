import type { ErrorComponentProps } from '@tanstack/react-router';

/**
 * Every route's error boundary hands the error up to the root one, so the §8 error screen replaces the whole
 * application (a half-working shell around it would invite more of the same failure).
 */
export function RethrowError({ error }: ErrorComponentProps): never {
  throw error;
}
