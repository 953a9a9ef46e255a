import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLinkDelegation } from '../use-link-delegation';

const navigate = vi.fn(async () => undefined);
const preloadRoute = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate, preloadRoute }) }));

/** Whether the app prevented each click's own navigation, read after React's handlers (jsdom cannot navigate). */
let prevented: boolean[] = [];
const record = (event: Event) => {
  prevented.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  prevented = [];
  window.addEventListener('click', record);
});
afterEach(() => {
  window.removeEventListener('click', record);
  navigate.mockClear();
  preloadRoute.mockClear();
});

const LINKS =
  '<a href="/en/p/orbis/lamp-7?x=1">Lamp</a><a href="https://elsewhere.example/p">Away</a><a href="/en/file.pdf" download>File</a>';

/** Links written as HTML (as a product card's are), inside an element holding the delegated handlers. */
function Holder() {
  const links = useLinkDelegation();
  return (
    <div
      {...links}
      ref={(element) => {
        if (element) element.innerHTML = LINKS;
      }}
    />
  );
}

describe('useLinkDelegation', () => {
  it('navigates in the app on a plain click of an on-site link', () => {
    render(<Holder />);
    fireEvent.click(screen.getByText('Lamp'));
    expect(prevented).toEqual([true]);
    expect(navigate).toHaveBeenCalledWith({ href: '/en/p/orbis/lamp-7?x=1' });
  });

  it('leaves a modified or middle click, another site and a download to the browser', () => {
    render(<Holder />);
    fireEvent.click(screen.getByText('Lamp'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Lamp'), { button: 1 });
    fireEvent.click(screen.getByText('Away'));
    fireEvent.click(screen.getByText('File'));
    expect(prevented).toEqual([false, false, false, false]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads the route ahead when a link is pointed at or focused', () => {
    render(<Holder />);
    fireEvent.mouseOver(screen.getByText('Lamp'));
    fireEvent.focus(screen.getByText('Lamp'));
    fireEvent.mouseOver(screen.getByText('Away'));
    expect(preloadRoute).toHaveBeenCalledTimes(2);
    expect(preloadRoute).toHaveBeenCalledWith({ to: '/en/p/orbis/lamp-7' });
  });
});
