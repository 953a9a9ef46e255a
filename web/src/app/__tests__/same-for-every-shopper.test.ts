import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, test } from 'vitest';
import '@/lib/route-meta';
import { routeTree } from '@/routeTree.gen';

// A route that declares its page the same for every shopper (route meta `sameForEveryShopper`) has a signed-in
// shopper's page made from another shopper's render (bff routes/pages/shared-page.ts). A guard decides by who is
// signed in, so such a route can have none: the page it rendered for one shopper would be served to all.

/** Every route of the tree with its id (the file route's path: each route's own id after its parents'). */
function allRoutes(route: AnyRoute, parentId = ''): { id: string; route: AnyRoute }[] {
  const id = route.isRoot ? '' : `${parentId}${(route.options as { id?: string }).id ?? ''}`;
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  const list = Array.isArray(children) ? children : Object.values(children);
  return [{ id, route }, ...list.flatMap((child) => allRoutes(child, id))];
}

const shared = allRoutes(routeTree as unknown as AnyRoute).filter(
  ({ route }) => route.options.staticData?.route?.sameForEveryShopper,
);

describe('routes the same for every shopper', () => {
  test('the catalogue, product, search, blog and content pages declare it; the account and checkout pages do not', () => {
    const ids = shared.map(({ id }) => id);
    for (const id of [
      '/{-$locale}/',
      '/{-$locale}/c/$',
      '/{-$locale}/p/$',
      '/{-$locale}/search',
      '/{-$locale}/faq/',
    ])
      expect(ids).toContain(id);
    for (const id of ids)
      expect(id).not.toMatch(/account|my-orders|checkout|cart|payment|balance|invoice|login/);
  });

  test('none has a guard (a beforeLoad decides by the user)', () => {
    expect(shared.length).toBeGreaterThan(5);
    for (const { id, route } of shared) expect(route.options.beforeLoad, id).toBeUndefined();
  });
});
