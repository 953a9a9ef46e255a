import { createFileRoute } from '@tanstack/react-router';
import { ClaimFormPage } from '@/features/claims/components/claim-form-page';

/** `?order=OR…` (from an order's page): the order to claim on, chosen for a signed-in shopper. */
function claimFormSearch(search: Record<string, unknown>): { order?: string | undefined } {
  const { order } = search;
  return { order: typeof order === 'string' && /^OR[1-9][0-9]{0,9}$/i.test(order) ? order : undefined };
}

// Open to guests too (#28): a guest names the order by its number and e-mail; signed in, one picks an order.
export const Route = createFileRoute('/{-$locale}/claim-form')({
  staticData: { route: { name: 'claim-form', layout: 'page', titleKey: 'shell.page.claim_form' } },
  validateSearch: claimFormSearch,
  component: ShopperClaimForm,
});

function ShopperClaimForm() {
  const { order } = Route.useSearch();
  return <ClaimFormPage pro={false} initialOrder={order} />;
}
