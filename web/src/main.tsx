import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterNextPaint } from './lib/after-next-paint';
import { BootstrapProvider, useCurrentLocale } from './lib/app-context';
import { loadBootstrap } from './lib/bootstrap';
import { firstPaintImageShown } from './lib/first-paint-image';
import { I18nProvider } from './lib/i18n';
import { rememberPrefetchedAnswers } from './lib/prefetched-answers';
import { createQueryClient } from './lib/query-client';
import { reportError, startErrorReporting } from './lib/report-error';
import { createAppRouter } from './lib/router';
import './lib/route-meta';
import './styles.css';

function LocaleI18n({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useCurrentLocale()}>{children}</I18nProvider>;
}

async function start() {
  const bootstrap = await loadBootstrap();
  rememberPrefetchedAnswers(bootstrap.prefetched);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, bootstrap);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Matching, guards and the locale redirect (/ → /lt) settle before React renders, so the first render is the
  // page itself rather than an empty match followed by a second full render. A failure here is kept in the
  // router's state and shown by the error/not-found screens on render.
  // Meanwhile the browser paints the server's first paint (header, and the hero on the home page) that #root
  // holds: on a phone the render below is a long task, and painting only after it would leave the screen
  // blank until then. The loaders' requests are already on their way while that frame paints.
  await Promise.all([router.load().catch(() => undefined), afterNextPaint(), firstPaintImageShown(root)]);
  // A plain (not transition) render: it happens before the first paint, where a long task costs no blocking
  // time, and slicing it would only let other work in and paint later.
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BootstrapProvider value={bootstrap}>
          <RouterProvider router={router} InnerWrap={LocaleI18n} />
        </BootstrapProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // Error reporting loads after the first render so it never delays the page.
  // (window.requestIdleCallback: a bare name would throw where the API is missing, e.g. older Safari.)
  const startReporting = () => void startErrorReporting(bootstrap.sentry);
  if ('requestIdleCallback' in window) window.requestIdleCallback(startReporting, { timeout: 5000 });
  else setTimeout(startReporting, 1000);
}

void start();
