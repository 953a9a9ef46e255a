import { describe, expect, it, vi } from 'vitest';
import { checkWhenLeftFilled, isLeftEmpty } from '../check-when-left-filled';

const input = (props: Partial<HTMLInputElement>) => Object.assign(document.createElement('input'), props);

describe('isLeftEmpty', () => {
  it('is true for an empty text field, textarea or select, false once it holds something', () => {
    expect(isLeftEmpty(input({ value: '' }))).toBe(true);
    expect(isLeftEmpty(document.createElement('textarea'))).toBe(true);
    expect(isLeftEmpty(document.createElement('select'))).toBe(true);
    expect(isLeftEmpty(input({ value: 'a' }))).toBe(false);
  });

  it('never counts a checkbox or radio as empty', () => {
    expect(isLeftEmpty(input({ type: 'checkbox' }))).toBe(false);
    expect(isLeftEmpty(input({ type: 'radio' }))).toBe(false);
  });

  it('counts a number field holding text the browser cannot read as filled (its value reads empty)', () => {
    const unreadable = { value: '', type: 'number', validity: { badInput: true } };
    expect(isLeftEmpty(unreadable)).toBe(false);
    expect(isLeftEmpty({ value: '', type: 'number', validity: { badInput: false } })).toBe(true);
  });
});

describe('checkWhenLeftFilled', () => {
  it('passes the blur on only when the field holds something', async () => {
    const onBlur = vi.fn(async (_event: { target: unknown; type?: unknown }) => true);
    const registration = checkWhenLeftFilled({ name: 'email', onBlur, onChange: vi.fn(), ref: vi.fn() });
    await registration.onBlur({ target: input({ value: '' }), type: 'blur' });
    expect(onBlur).not.toHaveBeenCalled();
    await registration.onBlur({ target: input({ value: 'x' }), type: 'blur' });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
