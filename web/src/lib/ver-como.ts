/**
 * Whom an administrator is seeing as ('Ver como', core-platform §1 impersonation mode), kept for this browser tab
 * (sessionStorage): every API request then carries the 'x-ver-como' header with the target's username, which the
 * server checks against the administrator's rights (lambdas/platform/impersonation.ts). The token stays the
 * administrator's own.
 */

/** The request header, as lambdas/platform/impersonation.ts IMPERSONATION_HEADER names it. */
export const VER_COMO_HEADER = 'x-ver-como';

const STORAGE_KEY = 'radar-cesiones.ver-como';

/** The user being seen as. */
export interface VerComoTarget {
  username: string;
  email: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: VerComoTarget | null } = { raw: null, value: null };

/** The current target, or null when the administrator acts as themself (or storage holds nothing readable). */
export function currentVerComo(): VerComoTarget | null {
  if (typeof sessionStorage === 'undefined') return null;
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw === cached.raw) return cached.value;
  let value: VerComoTarget | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<VerComoTarget>) : null;
    if (parsed && typeof parsed.username === 'string' && parsed.username)
      value = { username: parsed.username, email: String(parsed.email ?? '') };
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Starts seeing as `target`, or stops with null; notifies the subscribers. */
export function setVerComo(target: VerComoTarget | null): void {
  if (target) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(target));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** Subscribes to changes (React useSyncExternalStore). @returns the unsubscribe function. */
export function subscribeVerComo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header to add to an API request: { 'x-ver-como': username } while seeing as someone, else {}. */
export function verComoHeaders(): Record<string, string> {
  const target = currentVerComo();
  return target ? { [VER_COMO_HEADER]: target.username } : {};
}
