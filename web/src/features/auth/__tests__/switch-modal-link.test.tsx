import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modals } from '@/lib/modals/modal-store';
import { SwitchModalLink } from '../components/switch-modal-link';

afterEach(() => modals.closeAll());

describe('SwitchModalLink', () => {
  it('keeps the field’s focus while pressed, then closes its pop-up and opens the other on click', () => {
    const close = vi.fn();
    render(
      <form>
        <input aria-label="email" />
        <SwitchModalLink close={close} to="register">
          Create an account
        </SwitchModalLink>
      </form>,
    );
    const link = screen.getByRole('button', { name: 'Create an account' });
    // fireEvent answers false when the handler prevented the default: the browser's move of the focus to the
    // button, which would check the field left behind and could move the button before the press ends.
    expect(fireEvent.mouseDown(link)).toBe(false);
    fireEvent.click(link);
    expect(close).toHaveBeenCalledOnce();
    expect(modals.get().map((modal) => modal.name)).toEqual(['register']);
  });
});
