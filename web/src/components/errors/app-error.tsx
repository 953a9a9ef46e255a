import { isBotUserAgent, isDeploymentUpdateError } from '@storefront/shared-types';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reportError } from '@/lib/report-error';
import { DeploymentUpdateNotice } from './deployment-update-notice';
import { ErrorScreen } from './error-screen';

/** The router's error component: chooses between the update notice, the error screen and (for bots) nothing. */
export function AppError({ error }: ErrorComponentProps) {
  useEffect(() => reportError(error), [error]);
  const message = error instanceof Error ? error.message : String(error);
  if (isDeploymentUpdateError(message)) return <DeploymentUpdateNotice />;
  // §8: crawlers get the error reported only; an empty page tells them nothing useful to index.
  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return <main id="main" />;
  return <ErrorScreen error={error instanceof Error ? error : new Error(message)} />;
}
