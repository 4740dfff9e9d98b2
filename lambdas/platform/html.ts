/**
 * Safe HTML building for the certificates and the event history: every interpolated value is escaped
 * unless it is already {@link SafeHtml} (built by this module), so SII data (razones sociales,
 * descriptions) can never inject markup.
 */

/** A fragment of HTML built by {@link html}; the only thing inserted without escaping. */
export class SafeHtml {
  constructor(readonly value: string) {}
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five HTML-significant characters (& < > " '); null and undefined become ''. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

type Interpolation = string | number | null | undefined | SafeHtml | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value as string | number | null | undefined);
}

/**
 * Tagged template: html`<td>${name}</td>` escapes `name`; arrays are joined; SafeHtml values
 * (nested html`` results) are inserted as they are.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new SafeHtml(out);
}

/**
 * The one `<style>` of every certificate and event history page, exactly as written between its tags: the app's
 * Content-Security-Policy allows it by its hash (infra/security-headers.ts), as these pages are shown in sandboxed
 * frames that inherit the app's policy.
 */
export const DOCUMENT_STYLES = `
body { font-family: Arial, Helvetica, sans-serif; font-size: 12px; color: #222; margin: 24px; }
h1 { font-size: 18px; } h2 { font-size: 14px; margin-top: 20px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #eee; } td.monto { text-align: right; }
.documento { page-break-inside: avoid; margin-bottom: 24px; }
@media print { body { margin: 0; } }
`;

/** A complete printable UTF-8 HTML page ('<!DOCTYPE html>...') with the shared certificate styles. */
export function htmlPage(title: string, body: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${new SafeHtml(DOCUMENT_STYLES)}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
}
