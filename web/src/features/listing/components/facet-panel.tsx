import {
  type CategorySummary,
  DISCOUNT_FACET_RANGE,
  discountPercentToFractions,
  type Facet,
  type SelectedFilters,
  type StatsRange,
  setStatsFilterValue,
  toggleTermsFilterValue,
} from '@storefront/shared-types';
import { type FormEvent, type MouseEvent, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '@/lib/i18n';
import {
  additionalFieldLabels,
  discountRangeForDisplay,
  filterKeyOfFacet,
  visibleFacets,
} from '../facet-filters';
import { type TermsFacetChoice, termsFacetHtml } from './terms-facet-html';

type Props = {
  facets: readonly Facet[];
  filters: SelectedFilters;
  category: CategorySummary | null | undefined;
  onChange: (filters: SelectedFilters) => void;
  onReset: () => void;
};

/** The filter panel: a fieldset per facet, checkboxes for terms, a min/max form for ranges, and reset. */
export function FacetPanel({ facets, filters, category, onChange, onReset }: Props) {
  const t = useT();
  const titles: Record<string, string> = {
    manufacturer: t('catalogue.facets.manufacturer'),
    current_price: t('catalogue.facets.current_price'),
    discount_percentage: t('catalogue.facets.discount_percentage'),
    category_id: t('catalogue.facets.category'),
    flag_ids: t('catalogue.facets.flags'),
  };
  return (
    <section aria-label={t('listing.filters')} className="flex flex-col gap-4" data-testid="facet-panel">
      <h2 className="font-semibold">{t('listing.filters')}</h2>
      {visibleFacets(facets).map((facet) => {
        const filterKey = filterKeyOfFacet(facet.key) as string;
        const field = additionalFieldLabels(category, facet.key);
        const title = titles[facet.key] ?? field?.name ?? facet.name;
        return facet.type === 'stats' ? (
          <StatsFacet
            key={`${facet.key}:${JSON.stringify(filters[filterKey] ?? null)}`}
            facet={facet}
            title={title}
            selected={filters[filterKey] as StatsRange | undefined}
            onApply={(range) => onChange(setStatsFilterValue(filters, filterKey, range))}
          />
        ) : (
          <TermsFacet
            key={facet.key}
            facetKey={facet.key}
            title={title}
            choices={facet.values.map((bucket) => {
              const selected = filters[filterKey];
              return {
                value: bucket.value,
                label: field?.values.get(bucket.value) ?? bucket.label,
                count: bucket.count,
                checked: Array.isArray(selected) && selected.includes(bucket.value),
              };
            })}
            onToggle={(value) => onChange(toggleTermsFilterValue(filters, filterKey, value))}
          />
        );
      })}
      <button
        type="button"
        onClick={onReset}
        className="self-start rounded border border-line px-3 py-1 text-sm"
      >
        {t('catalogue.listing.reset_filters')}
      </button>
    </section>
  );
}

/**
 * A terms facet: a checkbox per value, as HTML (terms-facet-html.ts). Ticking one is a click (mouse, or the space
 * key) that bubbles up to the fieldset. The new filters come back as new HTML, which replaces the checkbox the
 * shopper just used, so the focus is given back to its successor (keyboard use goes on from where it was).
 */
function TermsFacet(props: {
  facetKey: string;
  title: string;
  choices: readonly TermsFacetChoice[];
  onToggle: (value: string) => void;
}) {
  const html = termsFacetHtml(props.title, props.choices);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const lastToggled = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new HTML, which is what replaced the checkbox.
  useLayoutEffect(() => {
    const value = lastToggled.current;
    const box = fieldset.current;
    if (value === null || !box) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      // Still on a checkbox here, or the shopper has moved on: nothing to give back.
      if (!box.contains(active)) lastToggled.current = null;
      return;
    }
    for (const input of box.querySelectorAll('input')) if (input.value === value) input.focus();
  }, [html]);
  const click = (event: MouseEvent<HTMLFieldSetElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
    // The box shows the filters in the URL, nothing else: it is ticked by the new HTML once they hold its value.
    event.preventDefault();
    lastToggled.current = target.value;
    props.onToggle(target.value);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the checkboxes', which the space key clicks too.
    <fieldset
      ref={fieldset}
      className="flex flex-col gap-1"
      data-facet={props.facetKey}
      onClick={click}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: termsFacetHtml escapes every value it writes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A range facet. Price is in money; the discount is shown 0–100 % while the filter holds stored fractions
 * (§4), so the inputs convert both ways.
 */
function StatsFacet(props: {
  facet: Extract<Facet, { type: 'stats' }>;
  title: string;
  selected: StatsRange | undefined;
  onApply: (range: StatsRange) => void;
}) {
  const t = useT();
  const discount = props.facet.key === 'discount_percentage';
  const bounds: StatsRange = discount
    ? { min: DISCOUNT_FACET_RANGE.min, max: DISCOUNT_FACET_RANGE.max }
    : { min: props.facet.min, max: props.facet.max };
  const shown = props.selected && discount ? discountRangeForDisplay(props.selected) : props.selected;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const raw = String(data.get(name) ?? '').trim();
      return raw === '' || !Number.isFinite(Number(raw)) ? null : Number(raw);
    };
    let range: StatsRange = { min: read('min'), max: read('max') };
    if (range.min !== null && range.max !== null && range.min > range.max)
      range = { min: range.max, max: range.min };
    props.onApply(discount ? discountPercentToFractions(range) : range);
  };
  return (
    <form onSubmit={submit} data-facet={props.facet.key}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{props.title}</legend>
        <div className="flex items-end gap-2">
          <BoundInput name="min" label={t('listing.range.min')} value={shown?.min} placeholder={bounds.min} />
          <BoundInput name="max" label={t('listing.range.max')} value={shown?.max} placeholder={bounds.max} />
          <button type="submit" className="rounded border border-line px-2 py-1 text-sm">
            {t('listing.range.apply')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** One bound of a range: a labelled number box prefilled with the selection, hinting the facet's bound. */
function BoundInput(props: {
  name: 'min' | 'max';
  label: string;
  value: number | null | undefined;
  placeholder: number | null;
}) {
  const id = useId();
  const hint =
    props.placeholder === null
      ? ''
      : String(props.name === 'min' ? Math.floor(props.placeholder) : Math.ceil(props.placeholder));
  return (
    <label htmlFor={id} className="flex flex-col text-xs">
      {props.label}
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="decimal"
        step="any"
        defaultValue={props.value ?? ''}
        placeholder={hint}
        className="w-24 rounded border border-line px-2 py-1 text-sm"
      />
    </label>
  );
}
