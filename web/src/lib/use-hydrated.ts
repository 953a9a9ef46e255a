import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration (so both render the same markup), true once mounted. What needs the
 * browser's JavaScript (a lazy menu, a form's submit) waits on it instead of offering something inert.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
