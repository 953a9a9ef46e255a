import { useT } from '@/lib/i18n';
import type { CheckoutRouteName } from '../leave-checkout-rule';

const STEPS: ReadonlyArray<{ name: CheckoutRouteName; key: string }> = [
  { name: 'checkout', key: 'checkout.steps.shipping' },
  { name: 'payment', key: 'checkout.steps.payment' },
  { name: 'confirm', key: 'checkout.steps.confirm' },
  { name: 'success', key: 'checkout.steps.success' },
];

/** Where the shopper is in the four steps (§4); the current one is announced as the current step. */
export function CheckoutSteps({ current }: { current: CheckoutRouteName }) {
  const t = useT();
  const at = STEPS.findIndex((step) => step.name === current);
  return (
    <nav aria-label={t('checkout.steps.label')} className="mb-6">
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step.name}
            aria-current={index === at ? 'step' : undefined}
            className={index === at ? 'font-semibold text-ink' : index < at ? 'text-ink' : 'text-muted'}
          >
            <span aria-hidden>{index + 1}. </span>
            {t(step.key)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
