import { useContext } from 'react';
import { NotFoundPage } from '@/components/not-found-page';
import { InShellContext } from './layout/shell';
import { ShellChrome } from './layout/shell-chrome';

/**
 * §2/§8: a failed route validation or an unknown path, product, category or slug. The router hands a loader's
 * notFound() to a route above the page's layout, so this puts the shell (header, search, footer) back around the
 * one 404 page; where a layout already surrounds it, it is the page alone.
 */
export function FatalNotFound() {
  const inShell = useContext(InShellContext);
  if (inShell) return <NotFoundPage />;
  return (
    <ShellChrome layout="default">
      <NotFoundPage />
    </ShellChrome>
  );
}
