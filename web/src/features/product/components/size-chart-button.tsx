import type { SizeChart } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';

/** Opens the size-chart modal with the product's chart; shown only for products of sized categories. */
export function SizeChartButton({ chart }: { chart: SizeChart | null }) {
  const t = useT();
  if (!chart) return null;
  return (
    <button
      type="button"
      className="mt-4 text-sm text-accent underline underline-offset-2"
      data-testid="size-chart-open"
      onClick={() => modals.open('size-chart', { chart })}
    >
      {t('product.size_chart.open')}
    </button>
  );
}
