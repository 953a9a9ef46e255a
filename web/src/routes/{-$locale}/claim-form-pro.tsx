import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ClaimFormPage } from '@/features/claims/components/claim-form-page';

// The pro buyer's claim (#28): signed in and pro, like the site-pro pages; company fields and several items.
export const Route = createFileRoute('/{-$locale}/claim-form-pro')({
  staticData: { route: { name: 'claim-form-pro', layout: 'page', titleKey: 'shell.page.claim_form_pro' } },
  beforeLoad: guard('auth', 'pro'),
  component: ProClaimForm,
});

function ProClaimForm() {
  return <ClaimFormPage pro />;
}
