import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { QuotesPage } from '../components/quotes-page';
import type { QuoteSummary } from '../quote-types';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/en/quotes' } }),
  Link: ({ children }: { children: ReactNode }) => <a href="#link">{children}</a>,
}));

const quote = (overrides: Partial<QuoteSummary>): QuoteSummary => ({
  slug: 'q1',
  number: 'QU41',
  status: 'priced',
  next_action: 'pay',
  total: 131.75,
  currency: 'EUR',
  created_at: '2026-11-27T10:00:00Z',
  expires_at: '2026-12-04T10:00:00Z',
  lines_count: 2,
  site: 'lt',
  ...overrides,
});

describe('quotes list', () => {
  it('shows no raw store code after the item count', async () => {
    const calls: Calls = vi.fn(async (name: string) => {
      if (name === 'myQuotes')
        return { items: [quote({}), quote({ slug: 'q2', number: 'QU42', site: 'lv' })], total: 2 };
      throw new Error(`unexpected ${name}`);
    });
    renderForm(<QuotesPage page={1} onPage={() => {}} />, calls, customer);
    const rows = await screen.findAllByTestId('quote-row');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const meta = row.querySelector('p')?.textContent ?? '';
      expect(meta).toMatch(/quotes\.list\.lines$/);
      expect(meta).not.toMatch(/·\s*(lt|lv)\b/);
    }
  });
});
