/** How long a signed-in browser may go without any user activity before the session ends (30 minutes). */
export const IDLE_TIMEOUT_MS = 30 * 60_000;

/** What counts as activity: the user touching the keyboard, the pointer or the wheel. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Where tabs share the last activity, so working in one tab keeps the others' session alive. */
export const LAST_ACTIVITY_KEY = 'radar:ultimaActividad';

/** Activity is written to the shared storage at most this often (pointer moves fire many events a second). */
const STORAGE_WRITE_MS = 5_000;

export interface IdleWatchOptions {
  /** Where activity events are heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Storage every tab of the origin shares (localStorage); null to watch this tab alone. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
}

/**
 * Calls `onIdle` once, when no activity was seen for `timeoutMs` (default {@link IDLE_TIMEOUT_MS}) in this tab nor,
 * through `storage`, in another tab of the app (OWASP ASVS 3.3.2: an idle session ends). Time is read from Date.now.
 * @returns a function that stops watching (call it on sign-out or unmount).
 */
export function watchIdle(onIdle: () => void, options: IdleWatchOptions): () => void {
  const timeoutMs = options.timeoutMs ?? IDLE_TIMEOUT_MS;
  let lastActivity = Date.now();
  let lastWritten = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const shared = (): number => Number(options.storage?.getItem(LAST_ACTIVITY_KEY) ?? 0) || 0;
  const record = () => {
    lastActivity = Date.now();
    if (options.storage && lastActivity - lastWritten >= STORAGE_WRITE_MS) {
      options.storage.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
      lastWritten = lastActivity;
    }
  };
  const stop = () => {
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) options.target.removeEventListener(event, record);
  };
  const check = () => {
    const idleFor = Date.now() - Math.max(lastActivity, shared());
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
    } else timer = setTimeout(check, timeoutMs - idleFor);
  };

  for (const event of ACTIVITY_EVENTS) options.target.addEventListener(event, record, { passive: true });
  record();
  timer = setTimeout(check, timeoutMs);
  return stop;
}
