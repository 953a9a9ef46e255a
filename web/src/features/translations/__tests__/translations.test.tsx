import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider, useT } from '@/lib/i18n';
import { TranslationToggler } from '../components/translation-toggler';
import { useTranslationPermission } from '../use-translation-permission';

function Text({ k }: { k: string }) {
  return <span data-testid={k}>{useT()(k)}</span>;
}

function renderWithI18n(ui: React.ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <BootstrapProvider value={bootstrapFixture()}>
        <I18nProvider locale="lt">{ui}</I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
}

describe('translations', () => {
  it('shows the text for a known key and the key itself for a missing one', () => {
    renderWithI18n(
      <>
        <Text k="shell.header.cart" />
        <Text k="shell.no.such.key" />
      </>,
    );
    expect(screen.getByTestId('shell.header.cart').textContent).toBe('Krepšelis');
    expect(screen.getByTestId('shell.no.such.key').textContent).toBe('shell.no.such.key');
  });

  it('the toggler is absent without permission and switches every text to (key): text', () => {
    const { rerender } = renderWithI18n(
      <>
        <Text k="shell.header.cart" />
        <TranslationToggler allowed={false} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <BootstrapProvider value={bootstrapFixture()}>
          <I18nProvider locale="lt">
            <Text k="shell.header.cart" />
            <TranslationToggler allowed />
          </I18nProvider>
        </BootstrapProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByTestId('shell.header.cart').textContent).toBe('(shell.header.cart): Krepšelis');
  });
});

describe('useTranslationPermission', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once per burst of triggers (debounced) and grants only on an exact true', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => true);
    const { result, rerender } = renderHook(({ trigger }) => useTranslationPermission(trigger, check), {
      initialProps: { trigger: '/lt|' },
    });
    rerender({ trigger: '/lt/cart|' });
    rerender({ trigger: '/lt/faq|' });
    expect(check).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(check).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('denies and stores the 0 flag when the answer is not true', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTranslationPermission('/lt|', async () => false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(document.cookie).toContain('can_view_translations=0'));
    expect(result.current).toBe(false);
  });
});
