import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, so they hold both from src/ (tests, tsx) and from dist/ (npm start): both sit at
// the same depth under bff/.
const here = dirname(fileURLToPath(import.meta.url));

/** The web app's sources (Vite's root in development). */
export const WEB_ROOT_DIR = resolve(here, '../../../../web');
/** The web app's Vite builds (client/ and server/), unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST_DIR = resolve(WEB_ROOT_DIR, 'dist');

/** Brand and variant assets (logos, hero images, benefit icons), served under SITE_ASSETS_PREFIX. */
export const SITE_ASSETS_DIR = resolve(here, '../../../assets');
export const SITE_ASSETS_PREFIX = '/site-assets/';
