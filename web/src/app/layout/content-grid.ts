/**
 * The one content grid: header, page and footer share its width and side padding, so a page's first column
 * starts where the logo does at every screen width (before, wide layouts started at x=16 under a header at x=59).
 */
export const CONTENT_GRID = 'mx-auto w-full max-w-screen-xl px-4';
