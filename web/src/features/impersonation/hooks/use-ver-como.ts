import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentVerComo, setVerComo, subscribeVerComo, type VerComoTarget } from '@web/lib/ver-como';

/**
 * Whom the administrator sees as (lib/ver-como.ts), with start and stop. Both forget every cached server answer, so
 * no screen shows one identity's data under the other.
 */
export function useVerComo(): {
  target: VerComoTarget | null;
  start: (target: VerComoTarget) => void;
  stop: () => void;
} {
  const queryClient = useQueryClient();
  const target = useSyncExternalStore(subscribeVerComo, currentVerComo);
  const start = useCallback(
    (next: VerComoTarget) => {
      setVerComo(next);
      queryClient.clear();
    },
    [queryClient],
  );
  const stop = useCallback(() => {
    setVerComo(null);
    queryClient.clear();
  }, [queryClient]);
  return { target, start, stop };
}
