import { html, type SafeHtml } from '@lambdas/platform/html';

/** The platform name every e-mail carries in its header, footer and text version. */
export const PLATFORM_NAME = 'Radar Cesiones';

/** A piece of an e-mail in both of its forms: HTML (escaped) and plain text. */
export interface MailBlock {
  html: SafeHtml;
  text: string;
}

/** A column of {@link mailTable}: its header and alignment (amounts and counts to the right). */
export interface MailColumn {
  header: string;
  align?: 'left' | 'right';
  /** Keeps each cell on one line (RUTs, which would otherwise break at their dash). */
  nowrap?: boolean;
}

/** The bodies of an e-mail, ready for MailMessage.html and MailMessage.text. */
export interface MailBodies {
  html: string;
  text: string;
}

const FOOTER = `Este correo fue enviado automáticamente por ${PLATFORM_NAME}. Por favor no lo responda.`;

/** A paragraph of text (escaped in HTML; kept as is in the text version). */
export function paragraph(text: string): MailBlock {
  return { html: html`<p style="margin:0 0 12px 0">${text}</p>`, text };
}

/** Text of the link to the platform that the e-mails to its users carry. */
export const SIGN_IN_LINK_LABEL = `Ingresar a ${PLATFORM_NAME}`;

/**
 * The link to the platform ('Ingresar a Radar Cesiones') of the e-mails to its users: a button in HTML, the label and
 * the address in text.
 * @param webOrigin the web app's address (ServerConfig.webOrigin), e.g. 'https://d111111abcdef8.cloudfront.net'.
 */
export function signInLink(webOrigin: string): MailBlock {
  const href = `${webOrigin.replace(/\/+$/, '')}/`;
  return {
    html: html`<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#1f3a5f;color:#fff;padding:8px 16px;text-decoration:none;border-radius:4px">${SIGN_IN_LINK_LABEL}</a></p>`,
    text: `${SIGN_IN_LINK_LABEL}: ${href}`,
  };
}

/**
 * A table: `rows` are the already formatted cells (formatClp, formatFecha, displayRut of domain/es-cl-format.ts),
 * one per column. In HTML every cell is escaped; in text the columns are padded to their widest cell.
 */
export function mailTable(columns: readonly MailColumn[], rows: readonly (readonly string[])[]): MailBlock {
  const cellStyle = (column: MailColumn | undefined) =>
    `border:1px solid #ccc;padding:4px 8px;text-align:${column?.align === 'right' ? 'right' : 'left'}${column?.nowrap ? ';white-space:nowrap' : ''}`;
  const table = html`<table style="border-collapse:collapse;margin:0 0 12px 0;font-size:13px">
<thead><tr>${columns.map((column) => html`<th style="${cellStyle(column)};background:#f0f0f0">${column.header}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${row.map((cell, i) => html`<td style="${cellStyle(columns[i])}">${cell}</td>`)}</tr>`)}</tbody>
</table>`;
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (columns[i]?.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const text = [
    line(columns.map((column) => column.header)),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
  return { html: table, text };
}

/**
 * A complete Spanish e-mail: the layout with the platform name, the title and the blocks, as a UTF-8 HTML document
 * (inline styles, the only ones mail clients keep) and as plain text with the same content.
 */
export function renderMail(title: string, blocks: readonly MailBlock[]): MailBodies {
  const body = html`<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#222;font-size:14px">
<div style="max-width:680px;margin:0 auto;background:#fff;border:1px solid #e0e0e0">
<div style="background:#1f3a5f;color:#fff;padding:12px 20px;font-size:18px;font-weight:bold">${PLATFORM_NAME}</div>
<div style="padding:20px">
<h1 style="font-size:18px;margin:0 0 16px 0">${title}</h1>
${blocks.map((block) => block.html)}
</div>
<div style="padding:12px 20px;border-top:1px solid #e0e0e0;color:#777;font-size:12px">${FOOTER}</div>
</div>
</body>
</html>
`;
  const text = [
    PLATFORM_NAME,
    '',
    title,
    '='.repeat(title.length),
    '',
    ...blocks.flatMap((block) => [block.text, '']),
    '--',
    FOOTER,
    '',
  ].join('\n');
  return { html: body.value, text };
}
