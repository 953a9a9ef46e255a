import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '@/features/calculator/components/calculator-page';

// Public (signed out too): the calculator needs nothing from the shop before it shows (the rule runs in the browser).
export const Route = createFileRoute('/{-$locale}/calculate')({
  staticData: { route: { name: 'calculate', layout: 'calculate-page', titleKey: 'shell.page.calculate' } },
  component: CalculatorPage,
});
