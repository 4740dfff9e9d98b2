import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, LAST_ACTIVITY_KEY, watchIdle } from '@web/lib/session/idle-timeout';

const MINUTE = 60_000;

/** A storage every "tab" of a test shares. */
function sharedStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe('watchIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the session after 30 minutes without activity, once', () => {
    const onIdle = vi.fn();
    watchIdle(onIdle, { target: new EventTarget(), storage: null });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
  });

  it('counts the 30 minutes from the last keyboard or pointer activity', () => {
    const onIdle = vi.fn();
    const window = new EventTarget();
    watchIdle(onIdle, { target: window, storage: null });
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps the session of an idle tab while the user works in another tab', () => {
    const storage = sharedStorage();
    const idleTab = vi.fn();
    const busyWindow = new EventTarget();
    watchIdle(idleTab, { target: new EventTarget(), storage });
    watchIdle(vi.fn(), { target: busyWindow, storage });
    vi.advanceTimersByTime(25 * MINUTE);
    busyWindow.dispatchEvent(new Event('wheel'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(10 * MINUTE);
    expect(idleTab).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(idleTab).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle, { target: new EventTarget(), storage: null });
    stop();
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
