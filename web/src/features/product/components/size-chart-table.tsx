import type { SizeChart } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/** A size chart as a table: one row per size, each column headed by its translated measure (cm unless named). */
export function SizeChartTable({ chart }: { chart: SizeChart }) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="size-chart">
        <caption className="mb-2 text-left text-muted">{t('product.size_chart.caption')}</caption>
        <thead>
          <tr>
            {chart.columns.map((column) => (
              <th key={column} scope="col" className="border-b border-line px-3 py-2 text-left font-semibold">
                {t(`product.size_chart.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row[0]} className="odd:bg-raised">
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={chart.columns[index]} scope="row" className="px-3 py-1.5 text-left font-semibold">
                    {value}
                  </th>
                ) : (
                  <td key={chart.columns[index]} className="whitespace-nowrap px-3 py-1.5 tabular-nums">
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
