import type { User } from '@storefront/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { vi } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { type ApiTransport, bindTransport } from '@/lib/api-client';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';

export const customer: User = {
  id: 3,
  email: 'dana@storefront.test',
  first_name: 'Dana',
  last_name: 'Demo',
  unpaid_orders_count: 0,
  open_orders_count: 0,
  delivery_addresses: [],
  is_pro: false,
  balance: 0,
  phone_number: '+370 600 12345',
};

export type Calls = ReturnType<typeof vi.fn<(name: string, input: { body?: unknown }) => Promise<unknown>>>;

/**
 * Renders a form as the app would (query client, bootstrap, i18n in the bootstrap's language, lt) with the bff faked: `answer` gets
 * each call by endpoint name. The fixture's catalogue has no account texts, so labels and messages show as their
 * translation keys, which is what these tests look for.
 */
export function renderForm(ui: ReactNode, answer: Calls, user: User | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const transport = {
    call: (name: string, input: { body?: unknown }) => answer(name, input),
  } as ApiTransport;
  bindTransport(queryClient, transport);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BootstrapProvider value={bootstrapFixture({ user })}>
        <I18nProvider locale="lt">{ui}</I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The body of the n-th call of an endpoint. */
export function bodyOf(calls: Calls, name: string, n = 0): unknown {
  return calls.mock.calls.filter(([called]) => called === name)[n]?.[1].body;
}
