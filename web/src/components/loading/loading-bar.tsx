import { LOADING_BAR, MODAL_Z_INDEX } from '@storefront/shared-types';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

type Phase = 'idle' | 'running' | 'done';

/**
 * The page loading bar (§9 timings): it appears only if loading lasts longer than the throttle, rises toward
 * 100 over the duration, jumps to 100 on completion, hides after the hide delay and resets after the reset delay.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const show = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    return undefined;
  }, [loading]);

  useEffect(() => {
    if (phase !== 'done') return;
    const reset = setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    return () => clearTimeout(reset);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-x-0 top-0"
      style={{ zIndex: MODAL_Z_INDEX + 2, height: LOADING_BAR.heightPx }}
    >
      <div
        className="h-full bg-accent"
        style={
          phase === 'running'
            ? { width: '90%', animation: `sf-loading-rise ${LOADING_BAR.durationMs}ms ease-out` }
            : {
                width: '100%',
                opacity: 0,
                transition: `width 150ms linear, opacity 150ms linear ${LOADING_BAR.hideDelayMs}ms`,
              }
        }
      />
    </div>
  );
}
