import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StagedHydration } from '../staged-hydration';

const list = (count: number, batchSize: number) => (
  <ul>
    <StagedHydration
      batchSize={batchSize}
      items={Array.from({ length: count }, (_, index) => `item ${index}`).map((text) => (
        <li key={text}>{text}</li>
      ))}
    />
  </ul>
);

describe('StagedHydration', () => {
  it('renders every item, in order, with one boundary per batch after the first', () => {
    const html = renderToString(list(20, 8));
    expect(html.match(/<li>/g)).toHaveLength(20);
    expect([...html.matchAll(/item (\d+)/g)].map((match) => Number(match[1]))).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
    // 20 items in batches of 8: the first batch outside any boundary, then two boundaries (8 and 4 items).
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
  });

  it('adds no boundary to a list of one batch', () => {
    expect(renderToString(list(8, 8))).not.toContain('<!--$-->');
  });

  it('hydrates the server HTML without a mismatch and keeps its nodes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(list(20, 8));
    const lastItem = container.querySelectorAll('li')[19];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, list(20, 8), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The server's node was taken over, not replaced by a client render.
    expect(container.querySelectorAll('li')[19]).toBe(lastItem);
    expect(container.querySelectorAll('li')).toHaveLength(20);
  });
});
