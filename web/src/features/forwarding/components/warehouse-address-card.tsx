import type { WarehouseAddress } from '@storefront/shared-types';
import { useState } from 'react';
import { useT } from '@/lib/i18n';

/** The lines a shopper types into a shop's checkout, in the order shops ask for them. */
export function warehouseAddressLines(address: WarehouseAddress): string[] {
  return [
    address.recipient,
    address.company,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
    address.phone,
  ];
}

/**
 * The shopper's personal address at the warehouse: the suite code is what tells the warehouse whose parcel it is,
 * so it stands out, and the whole address copies in one click to paste into a shop's checkout.
 */
export function WarehouseAddressCard({ address }: { address: WarehouseAddress }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  const lines = warehouseAddressLines(address);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section
      aria-labelledby="warehouse-title"
      className="mb-8 rounded border border-line p-4"
      data-testid="warehouse-address"
    >
      <h2 id="warehouse-title" className="mb-1 text-xl font-semibold">
        {t('forwarding.address.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('forwarding.address.intro')}</p>
      <p className="mb-3">
        {t('forwarding.address.suite')}{' '}
        <strong className="rounded bg-raised px-2 py-1 font-mono text-lg" data-testid="warehouse-suite">
          {address.suite_code}
        </strong>
      </p>
      <address className="mb-3 not-italic leading-relaxed" data-testid="warehouse-lines">
        {lines.map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </address>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded border border-accent px-4 py-2 font-medium text-accent"
          data-testid="warehouse-copy"
        >
          {t('forwarding.address.copy')}
        </button>
        <span role="status" className="text-sm text-muted">
          {copied === true
            ? t('forwarding.address.copied')
            : copied === false
              ? t('forwarding.address.copy_failed')
              : ''}
        </span>
      </div>
    </section>
  );
}
