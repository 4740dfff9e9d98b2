/**
 * Headers that make the client's portal and CGI requests look like a browser's, as the sources that log in with
 * raw HTTP send them (SII-PROTOCOLS.md §3 "Login POST": "Send browser-like headers"; jsanbae/sii_api).
 */

/** User-Agent, Accept and Accept-Language of a desktop Chrome set to Chilean Spanish. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'es-CL,es;q=0.9',
};

/** Browser headers of a form POST sent from `referer` on `origin`'s site. */
export function formHeaders(origin: string, referer: string): Record<string, string> {
  return { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded', origin, referer };
}
