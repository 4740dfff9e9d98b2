import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `onExpire` once after `ms`, with a clock that stops while paused: `pause()` keeps the time left and `resume()`
 * starts it again from there (WCAG 2.2.1 'Timing adjustable': a message does not vanish while it is being read).
 * Pauses nest, so a toast both hovered and focused resumes only when neither holds.
 * @param ms milliseconds the callback waits while not paused.
 * @param onExpire called once when that time has run; not called after unmount.
 * @returns pause and resume, stable across renders.
 */
export function usePausableTimeout(ms: number, onExpire: () => void): { pause: () => void; resume: () => void } {
  const left = useRef(ms);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const holds = useRef(0);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const start = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => expire.current(), left.current);
  }, []);

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  const pause = useCallback(() => {
    holds.current += 1;
    if (holds.current > 1) return;
    clearTimeout(timer.current);
    left.current = Math.max(0, left.current - (Date.now() - startedAt.current));
  }, []);

  const resume = useCallback(() => {
    if (holds.current === 0) return;
    holds.current -= 1;
    if (holds.current === 0) start();
  }, [start]);

  return { pause, resume };
}
