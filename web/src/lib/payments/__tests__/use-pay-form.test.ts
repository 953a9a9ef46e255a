import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { usePayForm } from '../use-pay-form';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;
const assign = vi.fn();

afterEach(() => {
  assign.mockReset();
  vi.unstubAllGlobals();
});

function setup(pay: (method: number, key: string) => Promise<{ redirect_url: string | null }>) {
  vi.stubGlobal('location', { ...window.location, assign });
  const onPaidAtOnce = vi.fn();
  const hook = renderHook(() => usePayForm({ pay, onPaidAtOnce }));
  return { hook, onPaidAtOnce };
}

describe('usePayForm', () => {
  it('asks for a method before any call', async () => {
    const pay = vi.fn();
    const { hook } = setup(pay);
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(pay).not.toHaveBeenCalled();
    expect(hook.result.current.error).toBe('checkout.form.choose_payment');
  });

  it('keeps one idempotency key per method: the same choice again is the same payment, another a new one', async () => {
    const pay = vi.fn(async () => ({ redirect_url: 'https://provider.example/pay/1' }));
    const { hook } = setup(pay);
    act(() => hook.result.current.setMethod(1));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    act(() => hook.result.current.setMethod(2));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    const keys = pay.mock.calls.map((call) => (call as unknown as [number, string])[1]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(assign).toHaveBeenCalledWith('https://provider.example/pay/1');
  });

  it('refreshes the page when paid at once, and shows a refusal as its message', async () => {
    const pay = vi
      .fn<(method: number, key: string) => Promise<{ redirect_url: string | null }>>()
      .mockResolvedValueOnce({ redirect_url: null })
      .mockRejectedValueOnce(
        new ApiError({
          statusCode: 409,
          code: 'CONFLICT',
          message: 'quotes.errors.not_payable',
          retryable: false,
        }),
      );
    const { hook, onPaidAtOnce } = setup(pay);
    act(() => hook.result.current.setMethod(4));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(onPaidAtOnce).toHaveBeenCalledWith({ redirect_url: null });
    expect(assign).not.toHaveBeenCalled();
    expect(hook.result.current.pending).toBe(false);
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(hook.result.current.error).toBeTruthy();
    expect(hook.result.current.pending).toBe(false);
  });
});
