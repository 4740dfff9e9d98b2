/**
 * The floor of the acquired-page benchmark (acquired-page.ts): the same documents as one plain, static HTML table in
 * the same Chromium page, one row per document grouped by cedente as the screen groups them, with the columns the
 * screen's rows show (tipo, folio, deudor, fechas, montos, estado), timed like the screen from the navigation start
 * to the last row laid out. No script, no data fetch, no framework: what drawing those rows costs this browser on
 * this machine, so the screen's time can be read as a ratio that does not depend on the machine.
 */
import type { Page } from 'playwright-core';
import type { CessionRecord } from '@domain/cession';
import { formatClp } from '@domain/es-cl-format';
import { percentile, round } from './stats';

/** Escapes text for HTML element content. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One document's row; `last` marks the row the wait looks for. */
function rowHtml(r: CessionRecord, last: boolean): string {
  return (
    `<tr${last ? ' id="last"' : ''}><td>${r.tipoDTE}</td><td>${r.folio}</td>` +
    `<td>${escaped(r.deudor.razonSocial)}<br>${r.deudor.rut}</td><td>${r.fechaEmision}</td><td>${r.fechaCesion}</td>` +
    `<td>${formatClp(r.montoDocumento)}</td><td>${formatClp(r.montoCedido)}</td><td>${escaped(r.estadoCesionSii)}</td></tr>`
  );
}

/** The whole page: a table per cedente, one row per record, the very last row marked. */
function plainTableHtml(records: readonly CessionRecord[]): string {
  const byCedente = new Map<string, CessionRecord[]>();
  for (const record of records) {
    const rows = byCedente.get(record.cedente.rut);
    if (rows) rows.push(record);
    else byCedente.set(record.cedente.rut, [record]);
  }
  const groups = [...byCedente.values()];
  const tables = groups.map((rows, group) => {
    const lastGroup = group === groups.length - 1;
    const body = rows.map((r, index) => rowHtml(r, lastGroup && index === rows.length - 1)).join('');
    return (
      `<h2>${escaped(rows[0]!.cedente.razonSocial)} ${rows[0]!.cedente.rut}</h2><table><thead><tr><th>Tipo</th>` +
      '<th>Folio</th><th>Deudor</th><th>Emisión</th><th>Cesión</th><th>Monto</th><th>Monto cedido</th>' +
      `<th>Estado</th></tr></thead><tbody>${body}</tbody></table>`
    );
  });
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>plain</title></head><body>${tables.join('')}</body></html>`;
}

/**
 * @param page a page of the platform's origin (the table is served at `{origin}/__bench-plain-table` by a route of
 *   this page only, so the cache and the renderer are the screen's).
 * @param origin the web app's origin, e.g. 'http://127.0.0.1:3700'.
 * @param records the documents the screen was timed over.
 * @param runs page loads; the median is reported.
 * @returns ms from the navigation start to the last row laid out (p50) and the page's size in MB.
 * @throws Error when the last row is not laid out within 60 s.
 */
export async function benchPlainTablePage(
  page: Page,
  origin: string,
  records: readonly CessionRecord[],
  runs = 5,
): Promise<{ plainTableP50Ms: number; plainTableMB: number }> {
  const html = plainTableHtml(records);
  const url = `${origin}/__bench-plain-table`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const drawn: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => ((document.getElementById('last')?.getBoundingClientRect().height ?? 0) > 0 ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    drawn.push(Number(await handle.jsonValue()));
  }
  await page.unroute(url);
  return { plainTableP50Ms: round(percentile(drawn, 50)), plainTableMB: round(Buffer.byteLength(html) / 1_048_576, 2) };
}
