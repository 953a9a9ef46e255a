import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { StaticIsland } from '../static-island';

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ navigate: async () => undefined, preloadRoute: async () => undefined }),
}));

/** The island's content as a component, counting its renders. */
const renders = vi.fn();
function Links({ label }: { label: string }) {
  renders(label);
  return <a href="/en/about-us">{label}</a>;
}

const island = (content: string) => (
  <StaticIsland content={content} className="island">
    <Links label={content} />
  </StaticIsland>
);

describe('StaticIsland', () => {
  it("keeps the server's HTML when hydrating and runs none of the components inside", async () => {
    renders.mockClear();
    const container = document.createElement('div');
    // What the server wrote for island('first').
    container.innerHTML = '<div class="island"><a href="/en/about-us">first</a></div>';
    const link = container.querySelector('a');
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, island('first'), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toBe(link);
    expect(container.innerHTML).toBe('<div class="island"><a href="/en/about-us">first</a></div>');

    // Other content: drawn by React in place of the kept HTML.
    await act(async () => root?.render(island('second')));
    expect(renders).toHaveBeenCalledWith('second');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.textContent).toBe('second');

    // Back to the first content (the footer on the page the visit started on, after Back): the kept HTML was
    // replaced when the content changed, so the children are drawn again, not an empty element.
    await act(async () => root?.render(island('first')));
    expect(renders).toHaveBeenCalledWith('first');
    expect(container.textContent).toBe('first');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('renders its children when first drawn in the browser', () => {
    renders.mockClear();
    const { container } = render(island('fresh'));
    expect(renders).toHaveBeenCalledWith('fresh');
    expect(container.querySelector('.island a')?.textContent).toBe('fresh');
  });
});
