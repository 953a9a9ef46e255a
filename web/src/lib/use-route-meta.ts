import { useRouterState } from '@tanstack/react-router';
import type { RouteMeta } from './route-meta';

/** The metadata of the deepest matched route that declares one (the page being shown). */
export function useRouteMeta(): RouteMeta | undefined {
  return useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const meta = state.matches[i]?.staticData.route;
        if (meta) return meta;
      }
      return undefined;
    },
  });
}

/** The spec's route name; a status page reached through a language prefix is `locale-status`. */
export function useRouteName(): string | undefined {
  return useRouterState({
    select: (state) => {
      const leaf = state.matches.at(-1);
      const name = leaf?.staticData.route?.name;
      if (name === 'status' && (leaf?.params as { locale?: string } | undefined)?.locale)
        return 'locale-status';
      return name;
    },
  });
}
