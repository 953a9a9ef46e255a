import { escapeHtml } from '@storefront/shared-types';

export interface TermsFacetChoice {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/**
 * A terms facet's content (its legend and a checkbox per value) as HTML. Written as a string rather than a React
 * tree because it is drawn from the URL alone: a category page has a few dozen values, four elements each, which
 * the server would render and the browser hydrate one by one. React renders the string as one element's HTML and
 * hydrates that element; a change reaches the panel's handler by bubbling, with the value on the checkbox.
 */
export function termsFacetHtml(title: string, choices: readonly TermsFacetChoice[]): string {
  let html = `<legend class="mb-1 font-medium">${escapeHtml(title)}</legend>`;
  for (const choice of choices) {
    html +=
      `<label class="flex items-center gap-2 text-sm"><input type="checkbox" value="${escapeHtml(choice.value)}"${choice.checked ? ' checked=""' : ''}/>` +
      `<span>${escapeHtml(choice.label)} <span class="text-muted">(${escapeHtml(choice.count)})</span></span></label>`;
  }
  return html;
}
