/**
 * Demo mode switch of this browser tab (core-platform §1: "A demo mode masks company names and tax ids"), turned on
 * and off from the header and kept in sessionStorage (forgotten at logout). The data layer applies it at one place:
 * runGraphql, restJson and the other API fetchers mask every answer (domain/demo-mask.ts maskAnswer) and give every
 * request its real RUTs back (unmaskRequest), so every screen and every export built from their data is masked alike.
 * Free texts (alert titles, server messages, sample payloads) and the server's HTML (movimientos, certificates) are
 * masked there too: every RUT written in them and every real name an answer of this tab has shown.
 */
import { maskAnswer, unmaskRequest, unmaskRut, type DemoMaskContext } from '@domain/demo-mask';

const STORAGE_KEY = 'radar-cesiones.demo';
const listeners = new Set<() => void>();
/** The real names the answers of this tab carried, searched for in free texts and HTML. */
const knownNames = new Set<string>();

/** Whether demo mode is on in this tab. */
export function demoModeOn(): boolean {
  return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STORAGE_KEY) === '1';
}

/** Turns demo mode on or off and notifies the subscribers. */
export function setDemoMode(on: boolean): void {
  if (on) sessionStorage.setItem(STORAGE_KEY, '1');
  else {
    sessionStorage.removeItem(STORAGE_KEY);
    knownNames.clear();
  }
  for (const listener of listeners) listener();
}

/** Subscribes to changes (React useSyncExternalStore). @returns the unsubscribe function. */
export function subscribeDemoMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Masks the text nodes of an HTML document or fragment with `maskText`, leaving tags and attributes as they are.
 * @returns a whole document (with its doctype) when `html` was one, else the fragment's markup (what DOMParser put in
 *   head, such as a style, first).
 */
export function maskMarkup(html: string, maskText: (text: string) => string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const masked = maskText(text);
    if (masked !== text) node.nodeValue = masked;
  }
  if (!/<html[\s>]/i.test(html)) return document.head.innerHTML + document.body.innerHTML;
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>\n` : '';
  return doctype + document.documentElement.outerHTML;
}

const maskContext: DemoMaskContext = { names: knownNames, maskMarkup };

/**
 * An API answer as the screens get it: masked in demo mode (domain/demo-mask.ts maskAnswer, with this tab's known
 * names and {@link maskMarkup} for the server's HTML), unchanged otherwise. Also for what arrives outside the API
 * fetchers (the eventoBack channel's messages).
 */
export function demoAnswer<T>(answer: T): T {
  return demoModeOn() ? maskAnswer(answer, maskContext) : answer;
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
