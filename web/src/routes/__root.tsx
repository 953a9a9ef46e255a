import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FatalNotFound } from '../components/fatal-not-found';
import { AppError } from '../features/errors/components/app-error';
import { HeadSync } from '../features/head/head-sync';
import { PageViewTracker } from '../features/tracking/page-view-tracker';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: AppError,
  notFoundComponent: FatalNotFound,
});

function Root() {
  return (
    <>
      <HeadSync />
      <PageViewTracker />
      <Outlet />
    </>
  );
}
