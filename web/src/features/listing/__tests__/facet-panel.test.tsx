import type { Facet, SelectedFilters } from '@storefront/shared-types';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FacetPanel } from '../components/facet-panel';

// The panel's texts are translation keys here: the test is about what the controls do.
vi.mock('@/lib/i18n', () => ({ useT: () => (key: string) => key }));

const facets: Facet[] = [
  {
    key: 'manufacturer',
    type: 'terms',
    name: 'manufacturer',
    values: [
      { value: 'Orbis', label: 'Orbis', count: 17 },
      { value: 'Quanta', label: 'Quanta', count: 18 },
    ],
  },
  { key: 'discount_percentage', type: 'stats', name: 'discount_percentage', min: 0.5, max: 1 },
];

function renderPanel(filters: SelectedFilters) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  render(
    <FacetPanel facets={facets} filters={filters} category={null} onChange={onChange} onReset={onReset} />,
  );
  return { onChange, onReset };
}

describe('FacetPanel', () => {
  it('a manufacturer checkbox toggles its value; unticking the last one removes the filter', () => {
    const { onChange } = renderPanel({ 'f.manufacturer': ['Orbis'] });
    const orbis = screen.getByRole('checkbox', { name: /Orbis/ });
    expect((orbis as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Quanta/ }));
    expect(onChange).toHaveBeenLastCalledWith({ 'f.manufacturer': ['Orbis', 'Quanta'] });
    fireEvent.click(orbis);
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('the discount range is shown in percent and stored as the fractions still paid', () => {
    const { onChange } = renderPanel({ 'f.discount_percentage': { min: 0.5, max: 0.9 } });
    const group = screen.getByRole('group', { name: 'catalogue.facets.discount_percentage' });
    const [from, to] = Array.from(group.querySelectorAll('input')) as HTMLInputElement[];
    expect([from?.value, to?.value]).toEqual(['10', '50']);
    fireEvent.change(from as HTMLInputElement, { target: { value: '20' } });
    fireEvent.change(to as HTMLInputElement, { target: { value: '' } });
    fireEvent.submit(group.closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenLastCalledWith({ 'f.discount_percentage': { min: null, max: 0.8 } });
  });

  it('an emptied range deletes its filter; reset asks for a clean state', () => {
    const { onChange, onReset } = renderPanel({ 'f.discount_percentage': { min: 0.5, max: null } });
    const group = screen.getByRole('group', { name: 'catalogue.facets.discount_percentage' });
    for (const input of Array.from(group.querySelectorAll('input')))
      fireEvent.change(input, { target: { value: '' } });
    fireEvent.submit(group.closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenLastCalledWith({});
    fireEvent.click(screen.getByRole('button', { name: 'catalogue.listing.reset_filters' }));
    expect(onReset).toHaveBeenCalled();
  });
});

describe('FacetPanel terms as HTML', () => {
  /** The panel as the listing uses it: the filters it reports come back to it as its props. */
  function StatefulPanel({ initial }: { initial: SelectedFilters }) {
    const [filters, setFilters] = useState(initial);
    return (
      <FacetPanel
        facets={facets}
        filters={filters}
        category={null}
        onChange={setFilters}
        onReset={() => setFilters({})}
      />
    );
  }

  it('shows the filters it is given: a box is ticked by the new filters, not by the click alone', () => {
    const { onChange } = renderPanel({});
    const quanta = screen.getByRole('checkbox', { name: 'Quanta (18)' }) as HTMLInputElement;
    fireEvent.click(quanta);
    expect(onChange).toHaveBeenLastCalledWith({ 'f.manufacturer': ['Quanta'] });
    // The parent has not passed the new filters back: the box still says what the URL says.
    expect(quanta.checked).toBe(false);
  });

  it('keeps the keyboard where it was when ticking a box writes the facet again', () => {
    render(<StatefulPanel initial={{}} />);
    const quanta = screen.getByRole('checkbox', { name: 'Quanta (18)' });
    quanta.focus();
    fireEvent.click(quanta);
    const ticked = screen.getByRole('checkbox', { name: 'Quanta (18)' }) as HTMLInputElement;
    expect(ticked).not.toBe(quanta);
    expect(ticked.checked).toBe(true);
    expect(document.activeElement).toBe(ticked);
    fireEvent.click(ticked);
    expect((screen.getByRole('checkbox', { name: 'Quanta (18)' }) as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Quanta (18)' }));
  });

  it('writes names from the catalogue as text, never as markup', () => {
    const hostile: Facet[] = [
      {
        key: 'manufacturer',
        type: 'terms',
        name: 'manufacturer',
        values: [{ value: '"><img src=x onerror=alert(1)>', label: '<b>Bold</b> & co', count: 3 }],
      },
    ];
    const onChange = vi.fn();
    const { container } = render(
      <FacetPanel facets={hostile} filters={{}} category={null} onChange={onChange} onReset={vi.fn()} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '<b>Bold</b> & co (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ 'f.manufacturer': ['"><img src=x onerror=alert(1)>'] });
  });
});
