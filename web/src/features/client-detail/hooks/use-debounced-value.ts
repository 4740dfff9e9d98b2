import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs` milliseconds (the first value at once). Values are compared
 * as JSON so an equal new array does not restart the wait.
 * @param value any JSON-serialisable value; delayMs the quiet time, e.g. 500 for the factoring selection
 *   (client-detail.md §2).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]); // `value` enters through `key`: an equal value keeps the pending timer

  return settled;
}
