import { useEffect, useState } from 'react';

/** False until `ms` have passed since the first render (client-radar.md §9: configuration screen loader 500 ms). */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
