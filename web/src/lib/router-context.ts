import type { Bootstrap } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad/loader receives. */
export type RouterContext = {
  queryClient: QueryClient;
  bootstrap: Bootstrap;
};
