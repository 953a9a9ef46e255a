import type { SizeChart } from '@storefront/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { SizeChartButton } from '../components/size-chart-button';
import SizeChartModal from '../components/size-chart-modal';

const chart: SizeChart = {
  columns: ['size', 'bust', 'waist'],
  rows: [
    ['S', '84–88', '66–70'],
    ['M', '88–92', '70–74'],
  ],
};

function renderWithTexts(node: ReactNode) {
  const bootstrap = bootstrapFixture({
    locale: 'en',
    translations: {
      'product.size_chart.open': 'Size chart',
      'product.size_chart.column.size': 'Size',
      'product.size_chart.column.bust': 'Bust, cm',
      'product.size_chart.column.waist': 'Waist, cm',
    },
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BootstrapProvider value={bootstrap}>
        <I18nProvider locale="en">{node}</I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => modals.closeAll());

describe('size chart (#28)', () => {
  it('offers no size chart for a product without one', () => {
    renderWithTexts(<SizeChartButton chart={null} />);
    expect(screen.queryByTestId('size-chart-open')).toBeNull();
  });

  it('opens the size-chart modal with the product’s chart', () => {
    renderWithTexts(<SizeChartButton chart={chart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Size chart' }));
    expect(modals.get()).toEqual([{ name: 'size-chart', props: { chart } }]);
  });

  it('shows one row per size under translated column headings', () => {
    renderWithTexts(<SizeChartModal name="size-chart" props={{ chart }} close={vi.fn()} />);
    const table = screen.getByTestId('size-chart');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Bust, cm', 'Waist, cm']);
    const m = within(table).getByRole('rowheader', { name: 'M' }).closest('tr');
    expect(
      within(m as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['88–92', '70–74']);
  });

  it('says there is no chart rather than showing an empty table when opened without one', () => {
    renderWithTexts(<SizeChartModal name="size-chart" props={{}} close={vi.fn()} />);
    expect(screen.queryByTestId('size-chart')).toBeNull();
  });
});
