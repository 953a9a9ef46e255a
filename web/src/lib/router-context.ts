import type { Bootstrap } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad/loader/head receives. */
export type RouterContext = {
  queryClient: QueryClient;
  bootstrap: Bootstrap;
  /** The language of the page being shown (changes when the visitor switches language on the client). */
  currentLocale: () => string;
};
