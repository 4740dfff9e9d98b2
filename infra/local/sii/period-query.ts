/**
 * "Consulta de Cesiones en Período" at the local SII (SII-PROTOCOLS.md §4): POST /cgi_rtc/RTC/RTCConsultaCesiones.cgi
 * with TIPOCONSULTA (0 DEUDOR, 1 CEDENTE, 2 CESIONARIO), TXTXML (TXT|XML), DESDE and HASTA (ddmmyyyy), answered for the
 * session's company from every served period file of that company and role whose window overlaps the asked one: the
 * rows whose FCH_CESION day falls inside it, each cesión once. A row whose FCH_CESION does not read as a date goes
 * with the asked window that holds its file's first day, so a partition of time into windows gives it exactly once.
 */
import { toIsoDate } from '@domain/sii-dates';
import type { SiiRole } from '@domain/sii-role';
import type { PeriodEntry } from '@lambdas/sii/file-index';
import type { SiiContext } from './context';
import type { SiiResponse } from './http-exchange';
import { renderTxtAnswer, renderXmlAnswer, type PeriodAsked } from './period-answer';
import { readServedRows, type ServedRow } from './period-rows';
import { rejectedPage } from './portal-pages';
import type { Route } from './router';
import { rtcRoute } from './rtc-route';

const ROLE_BY_TIPOCONSULTA: Readonly<Record<string, SiiRole>> = { '0': 'deudor', '1': 'cedente', '2': 'cesionario' };

/** The period query route (a data service: it may fault). */
export function periodQueryRoutes(ctx: SiiContext): Route[] {
  return [rtcRoute(ctx, 'RTCConsultaCesiones', (form, company) => query(ctx, form, company))];
}

async function query(ctx: SiiContext, form: URLSearchParams, company: string): Promise<SiiResponse> {
  const role = ROLE_BY_TIPOCONSULTA[form.get('TIPOCONSULTA') ?? ''];
  const desde = toIsoDate(form.get('DESDE') ?? '');
  const hasta = toIsoDate(form.get('HASTA') ?? '');
  const format = (form.get('TXTXML') ?? 'TXT').toUpperCase();
  if (!role || !desde || !hasta || desde > hasta || (format !== 'TXT' && format !== 'XML')) {
    return rejectedPage('Parámetros de consulta inválidos (TIPOCONSULTA, TXTXML, DESDE, HASTA ddmmaaaa)');
  }
  const asked: PeriodAsked = { rut: company, role, desde, hasta };
  const rows = await rowsInWindow(ctx, asked);
  return format === 'XML'
    ? { status: 200, headers: { 'content-type': 'text/xml; charset=ISO-8859-1' }, body: renderXmlAnswer(asked, rows) }
    : {
        status: 200,
        headers: { 'content-type': 'text/plain; charset=ISO-8859-1' },
        body: renderTxtAnswer(asked, rows),
      };
}

/** The rows of the overlapping files inside the window, in file order, each cesión (row key) once. */
async function rowsInWindow(ctx: SiiContext, asked: PeriodAsked): Promise<ServedRow[]> {
  const entries = ctx.files
    .periodEntries(asked.rut, asked.role)
    .filter((e) => e.desde <= asked.hasta && e.hasta >= asked.desde);
  const seen = new Set<string>();
  const rows: ServedRow[] = [];
  for (const entry of entries) {
    for (const row of await fileRows(ctx, entry)) {
      // A row whose FCH_CESION does not read counts as of its file's first day.
      const day = row.day ?? entry.desde;
      if (day < asked.desde || day > asked.hasta || seen.has(row.key)) continue;
      seen.add(row.key);
      rows.push(row);
    }
  }
  return rows;
}

/** The rows of one file (parsed once per reindex); an unreadable file gives none and a note at each query. */
async function fileRows(ctx: SiiContext, entry: PeriodEntry): Promise<ServedRow[]> {
  try {
    return await ctx.files.parsed(entry.path, readServedRows);
  } catch (error) {
    ctx.log(
      `SII local: respuesta de período ilegible ${entry.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}
