/**
 * The proxy's copy of a TGR statement page (client-detail.md §7 "HEAD api/tgr/html-proxy": "the same address is
 * loaded in a sandboxed frame"): the TGR's page rebuilt from an allowlist, so nothing of it can run or restyle
 * the app. Scripts, styles, frames, forms, comments and the whole <head> are dropped with their content; every other
 * element outside the allowlist is dropped keeping its text; the allowed elements are written again by name with no
 * attribute but a colspan/rowspan of 1 to 20 and the shared styles' amount class td.monto (no event handler, style,
 * link or URL survives). The result is one page with the certificates' shared `<style>`, the only style the app's CSP
 * allows in its srcdoc frames (infra/security-headers.ts).
 */
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import { htmlPage, SafeHtml } from '../../platform/html';

const DROPPED_WITH_CONTENT = [
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'textarea',
  'title',
];
const ALLOWED = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'div',
  'span',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'small',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br', 'hr']);
const SPAN_ATTRIBUTE = /\b(colspan|rowspan)\s*=\s*["']?(\d+)/gi;
/** Largest colspan/rowspan kept: a statement's tables are a few columns wide. */
const MAX_SPAN = 20;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>|[^<>]+/g;

/**
 * @param bytes the TGR's page (UTF-8 or ISO-8859-1, decodeTextBytes).
 * @param title the title of the rebuilt page.
 * @returns a complete UTF-8 HTML page: the body's allowed markup and text, script-free and style-free but for the
 *   shared certificate styles.
 */
export function statementProxyHtml(bytes: Uint8Array, title: string): string {
  let text = decodeTextBytes(bytes);
  const body = /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i.exec(text);
  if (body) text = body[1] ?? '';
  for (const name of DROPPED_WITH_CONTENT) {
    text = text.replace(new RegExp(`<${name}\\b[\\s\\S]*?(?:<\\/${name}\\s*>|$)`, 'gi'), '');
  }
  let out = '';
  for (const match of text.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match;
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      out += token === '<' ? '&lt;' : token === '>' ? '&gt;' : token;
      continue;
    }
    const name = rawName.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
      continue;
    }
    const spans =
      name === 'td' || name === 'th'
        ? [...attributes.matchAll(SPAN_ATTRIBUTE)]
            .filter((span) => Number(span[2]) >= 1 && Number(span[2]) <= MAX_SPAN)
            .map((span) => ` ${span[1]!.toLowerCase()}="${Number(span[2])}"`)
            .join('')
        : '';
    const amount = name === 'td' && /\bclass\s*=\s*["']?[^"'>]*\bmonto\b/i.test(attributes) ? ' class="monto"' : '';
    out += `<${name}${spans}${amount}>`;
  }
  return htmlPage(title, new SafeHtml(out));
}
