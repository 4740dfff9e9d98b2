import { useEffect, useState } from 'react';

/**
 * The current instant, re-read every `intervalMs` milliseconds, for screens whose text depends on
 * the clock (refresh note, day counts). Not a data poller: server data refreshes through TanStack Query.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
