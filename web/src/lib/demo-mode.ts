/**
 * Demo mode switch of this browser tab (core-platform §1: "A demo mode masks company names and tax ids"), turned on
 * and off from the header and kept in sessionStorage (forgotten at logout). The data layer applies it at one place:
 * runGraphql, restJson and the other API fetchers mask every answer (domain/demo-mask.ts maskAnswer) and give every
 * request its real RUTs back (unmaskRequest), so every screen and every export built from their data is masked alike.
 */
import { maskAnswer, unmaskRequest, unmaskRut } from '../../../domain/demo-mask';

const STORAGE_KEY = 'radar-cesiones.demo';
const listeners = new Set<() => void>();

/** Whether demo mode is on in this tab. */
export function demoModeOn(): boolean {
  return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STORAGE_KEY) === '1';
}

/** Turns demo mode on or off and notifies the subscribers. */
export function setDemoMode(on: boolean): void {
  if (on) sessionStorage.setItem(STORAGE_KEY, '1');
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** Subscribes to changes (React useSyncExternalStore). @returns the unsubscribe function. */
export function subscribeDemoMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An API answer as the screens get it: masked in demo mode, unchanged otherwise. */
export function demoAnswer<T>(answer: T): T {
  return demoModeOn() ? maskAnswer(answer) : answer;
}

/** A request's variables or body with the real RUTs behind any fake ones shown in demo mode. */
export function demoRequest<T>(request: T): T {
  return demoModeOn() ? unmaskRequest(request) : request;
}

/** A request URL with the real RUTs in its path segments and query values (e.g. /api/database/{rut}?factoring=). */
export function demoRequestUrl(url: string): string {
  if (!demoModeOn()) return url;
  const parsed = new URL(url, window.location.origin);
  parsed.pathname = parsed.pathname
    .split('/')
    .map((segment) => encodeURIComponent(unmaskRut(decodeURIComponent(segment))))
    .join('/');
  for (const [name, value] of [...parsed.searchParams]) parsed.searchParams.set(name, unmaskRut(value));
  return parsed.toString();
}
