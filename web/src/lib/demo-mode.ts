/**
 * Demo mode switch of this browser tab (core-platform §1: "A demo mode masks company names and tax ids"), turned on
 * and off from the header and kept in sessionStorage (forgotten at logout). The data layer applies it at one place:
 * runGraphql, restJson and the other API fetchers mask every answer (domain/demo-mask.ts maskAnswer) and give every
 * request its real RUTs back (unmaskRequest), so every screen and every export built from their data is masked alike.
 * Only the fakes this tab showed are unmasked (domain/demo-shown-ruts.ts): a RUT that never went through the masking
 * (the user's factoring from the id token, a real RUT in a bookmarked address) is sent as it is.
 * Free texts (alert titles, server messages, sample payloads) and the server's HTML (movimientos, certificates) are
 * masked there too: every RUT written in them and every real name an answer of this tab has shown.
 */
import { maskAnswer, unmaskRequest, type DemoMaskContext } from '@domain/demo-mask';
import { ShownRuts } from '@domain/demo-shown-ruts';

const STORAGE_KEY = 'radar-cesiones.demo';
/** The fakes that were in the address, kept with their real RUTs so a reload of that address still finds them. */
const ADDRESS_KEY = 'radar-cesiones.demo.address';
const listeners = new Set<() => void>();
/** The real names the answers of this tab carried, searched for in free texts and HTML. */
const knownNames = new Set<string>();

/** The fake -> real pairs kept for the address in this tab's sessionStorage. */
function addressPairs(): [string, string][] {
  if (typeof sessionStorage === 'undefined') return [];
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(ADDRESS_KEY) ?? '{}') as Record<string, string>);
  } catch {
    return [];
  }
}

/** The fakes this tab showed (answers, opened databases, the address). */
const shownRuts = new ShownRuts(addressPairs());

/** Whether demo mode is on in this tab. */
export function demoModeOn(): boolean {
  return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STORAGE_KEY) === '1';
}

/** Turns demo mode on or off and notifies the subscribers. */
export function setDemoMode(on: boolean): void {
  if (on) sessionStorage.setItem(STORAGE_KEY, '1');
  else {
    sessionStorage.removeItem(STORAGE_KEY);
    sessionStorage.removeItem(ADDRESS_KEY);
    knownNames.clear();
    shownRuts.clear();
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

const maskContext: DemoMaskContext = { names: knownNames, maskMarkup, maskRut: shownRuts.mask };

/** domain/demo-mask.ts maskRut, remembering the fake so requests carry the real RUT again (opened databases). */
export const demoRut = shownRuts.mask;

/**
 * The RUT a screen works with for one read from the address (a route parameter), as every other RUT on screen: in
 * demo mode a fake this tab showed stays (and is kept for a reload), any other RUT is real (a link saved outside demo
 * mode) and is masked; unchanged when demo mode is off. Requests made with the result carry the real RUT.
 */
export function demoAddressRut(rut: string): string {
  if (!demoModeOn()) return rut;
  const real = shownRuts.realOfShown(rut);
  if (real === null) return shownRuts.mask(rut);
  const kept = Object.fromEntries(addressPairs());
  if (kept[rut] !== real) sessionStorage.setItem(ADDRESS_KEY, JSON.stringify({ ...kept, [rut]: real }));
  return rut;
}

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
  return demoModeOn() ? unmaskRequest(request, shownRuts.unmask) : request;
}

/**
 * A request URL with the real RUTs in its path segments and query values (e.g. /api/database/{rut}?factoring=), for
 * the fakes this tab showed.
 */
export function demoRequestUrl(url: string): string {
  if (!demoModeOn()) return url;
  const parsed = new URL(url, window.location.origin);
  parsed.pathname = parsed.pathname
    .split('/')
    .map((segment) => encodeURIComponent(shownRuts.unmask(decodeURIComponent(segment))))
    .join('/');
  for (const [name, value] of [...parsed.searchParams]) parsed.searchParams.set(name, shownRuts.unmask(value));
  return parsed.toString();
}
