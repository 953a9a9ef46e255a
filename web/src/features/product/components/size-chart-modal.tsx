import type { SizeChart } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { SizeChartTable } from './size-chart-table';

/**
 * The `size-chart` modal: the chart the product page opened it with (props.chart, from the product the bff already
 * checked against the contract; a shape check here rather than zod, which this chunk would otherwise carry).
 */
export default function SizeChartModal({ props, close }: ModalContentProps) {
  const t = useT();
  const chart = isSizeChart(props.chart) ? props.chart : null;
  return (
    <div>
      {chart ? (
        <SizeChartTable chart={chart} />
      ) : (
        <p className="text-muted">{t('product.size_chart.none')}</p>
      )}
      <button type="button" onClick={close} className="mt-4 rounded border border-line px-4 py-2">
        {t('product.size_chart.close')}
      </button>
    </div>
  );
}

function isSizeChart(value: unknown): value is SizeChart {
  const chart = value as Partial<SizeChart> | null;
  return Array.isArray(chart?.columns) && Array.isArray(chart?.rows) && chart.rows.length > 0;
}
