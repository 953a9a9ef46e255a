import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { I18nProvider } from '@/lib/i18n';
import { AppError } from '../app-error';

vi.mock('@/lib/report-error', () => ({ reportError: vi.fn() }));
const { reportError } = await import('@/lib/report-error');

function renderError(error: Error) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BootstrapProvider value={bootstrapFixture({ translations: {} })}>
        <I18nProvider locale="lt">
          <AppError error={error} reset={() => {}} info={{ componentStack: '' }} />
        </I18nProvider>
      </BootstrapProvider>
    </QueryClientProvider>,
  );
}

describe('AppError', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(reportError).mockClear();
  });

  it('shows the error screen with the details and reports the error', () => {
    renderError(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('errors.unexpected_title');
    expect(screen.getByTestId('error-message').textContent).toBe('Cannot read properties of undefined');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('turns a failed dynamic import into the deployment-update notice', () => {
    renderError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/faq-1.js'));
    expect(screen.getByRole('button').textContent).toBe('errors.refresh');
    expect(screen.queryByTestId('error-message')).toBeNull();
  });

  it('shows a crawler nothing of the error, but still reports it', () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    renderError(new Error('secret stack'));
    expect(screen.queryByTestId('error-message')).toBeNull();
    expect(document.body.textContent).not.toContain('secret stack');
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
