import { createFileRoute } from '@tanstack/react-router';
import { ClaimFormPage } from '@/features/claims/components/claim-form-page';

// Open to guests too (#28): a guest names the order by its number and e-mail; signed in, one picks an order.
export const Route = createFileRoute('/{-$locale}/claim-form')({
  staticData: { route: { name: 'claim-form', layout: 'page', titleKey: 'shell.page.claim_form' } },
  component: ShopperClaimForm,
});

function ShopperClaimForm() {
  return <ClaimFormPage pro={false} />;
}
