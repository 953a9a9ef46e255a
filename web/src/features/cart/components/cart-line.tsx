import {
  type CartItem,
  canDecreaseQuantity,
  canIncreaseQuantity,
  clampQuantity,
  presetImageAttributes,
} from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/** One line: image, name (to its page), unit price, quantity within 1..max_quantity (§5), remove, line total. */
export function CartLine({
  item,
  money,
  busy,
  compact = false,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  money: (amount: number) => string;
  busy: boolean;
  /** In the pop-up the name has the row beside the image to itself and the controls go below it. */
  compact?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  const image = item.image ? presetImageAttributes(item.image, 'card') : null;
  const max = Math.max(item.max_quantity, 1);
  const link =
    item.kind === 'o'
      ? ({ to: '/{-$locale}/market/product/$slug', params: { locale, slug: item.slug } } as const)
      : ({ to: '/{-$locale}/p/$', params: { locale, _splat: item.slug } } as const);
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-line py-3" data-testid="cart-line">
      <div className="w-16 shrink-0">
        {image ? <img {...image} alt="" className="aspect-square h-auto w-full object-contain" /> : null}
      </div>
      <div className={compact ? 'min-w-0 flex-1 basis-[calc(100%-4.75rem)]' : 'min-w-0 flex-1'}>
        <Link {...link} className="font-medium hover:underline">
          {item.name}
        </Link>
        <p className="text-sm text-muted">{money(item.price)}</p>
        {item.out_of_stock && (
          <p className="text-sm font-medium text-danger" role="alert">
            {t('cart.line.out_of_stock', { count: item.max_quantity })}
          </p>
        )}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="size-9 rounded border border-line disabled:opacity-50"
          aria-label={t('cart.line.decrease')}
          disabled={busy || !canDecreaseQuantity(item.quantity)}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={item.quantity}
          aria-label={t('cart.line.quantity', { name: item.name })}
          disabled={busy}
          data-testid="cart-line-quantity"
          onChange={(event) => {
            const next = clampQuantity(Number(event.target.value), max);
            if (next !== item.quantity) onQuantity(next);
          }}
          className="w-14 rounded border border-line bg-surface px-1 py-1 text-center"
        />
        <button
          type="button"
          className="size-9 rounded border border-line disabled:opacity-50"
          aria-label={t('cart.line.increase')}
          disabled={busy || !canIncreaseQuantity(item.quantity, item.max_quantity)}
          onClick={() => onQuantity(item.quantity + 1)}
          data-testid="cart-line-increase"
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="rounded px-2 py-1 text-sm underline disabled:opacity-50"
        disabled={busy}
        onClick={onRemove}
        data-testid="cart-line-remove"
      >
        {t('cart.line.remove')}
        <span className="sr-only"> {item.name}</span>
      </button>
      {/* Last, at the row's right edge wherever the row wraps (the pop-up, a phone), above the totals' amounts;
          on a wide page a fixed width keeps the lines' totals in one column. */}
      <p
        className={`ml-auto text-right font-semibold ${compact ? '' : 'w-24'}`}
        data-testid="cart-line-total"
      >
        {money(item.price * item.quantity)}
      </p>
    </li>
  );
}
