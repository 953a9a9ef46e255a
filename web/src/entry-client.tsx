import { createBrowserHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { completeBootstrap, readInlineBootstrap } from '@/lib/bootstrap';
import { hydratePage } from '@/lib/hydrate-page';
import { createQueryClient } from '@/lib/query-client';
import { reportError, startErrorReporting } from '@/lib/report-error';
import '@/lib/route-meta';
import './styles.css';

// The bff sent the whole page rendered by the same React tree; this takes it over (hydrates) instead of drawing
// it again. The page's data came with it: the bootstrap JSON and the router's dehydrated matches and queries.
const inline = readInlineBootstrap();
if (!inline) throw new Error('The page has no bootstrap data: it was not served by the bff');
const bootstrap = await completeBootstrap(inline);
window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));

// Start-up in tasks of its own: evaluating the app's modules (the step before this one), taking over the browser's
// history (its first replaceState and listeners), building the router (its route tree) and hydrating the page are
// each a piece of work, and a phone's main thread should get a turn between them (input, a paint) rather than run
// them as one long task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await nextTask();
const history = createBrowserHistory();
await nextTask();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient, bootstrap, { history });
await nextTask();

hydratePage(router);

// Error reporting loads when the browser is idle so it never competes with hydration.
// (window.requestIdleCallback: a bare name would throw where the API is missing, e.g. older Safari.)
const startReporting = () => void startErrorReporting(bootstrap.sentry);
if ('requestIdleCallback' in window) window.requestIdleCallback(startReporting, { timeout: 5000 });
else setTimeout(startReporting, 1000);
