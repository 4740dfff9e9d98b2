/**
 * The demo world's TGR (Tesorería General de la República) statement of a client, as the TGR's debt service
 * gives it (one JSON file TGR_{rut}.json, read by domain/client-db/tgr-statement.ts):
 *
 *   { "rut": "76354771-K", "fechaConsulta": "21-11-2026",
 *     "listaDeudas": [ { "formTipo": "21", "formFolio": "123456", "fechaVcto": "30-04-2026",
 *         "montoNetoTotal": "$1,234,567", "montoTotalTotal": "$1,350,000", "condonaTotal": "$0",
 *         "numeroResolucion": "0", "nombreFormulario": "F21 IMPUESTOS MENSUALES", "nemoGirador": "SII",
 *         "category": "FISCAL" } ],
 *     "cartola": [ { "formTipo": "99", "formFolio": "...", "documentNumber": "4512300003", "fecha1": "05-01-2026",
 *         "fecha2": "-", ...same amount and name fields... } ],
 *     "cobranzas": [ { "expediente": "10234", "anio": 2025, "comuna": "SANTIAGO", "etapa": "Notificación",
 *         "monto": "$2,500,000", "accion": "Requerimiento de pago", "tipo": "Fiscal" } ] }
 *
 * Dates 'dd-MM-yyyy' with '-' or '' for none; amounts '$' with ',' thousands (client-radar.md §5 "Cartola").
 * Form 99 (convenio) documentNumber = resolution, a '0' digit, the payment number (3 digits).
 */
import { plusDays } from './local-time';
import type { Rng } from './rng';

/** Name of the TGR statement file of a client. */
export function tgrStatementFileName(rut: string): string {
  return `TGR_${rut}.json`;
}

const DEBT_FORMS: readonly { formTipo: string; nombre: string; girador: string }[] = [
  { formTipo: '21', nombre: 'F21 IMPUESTOS MENSUALES', girador: 'SII' },
  { formTipo: '29', nombre: 'F29 DECLARACION MENSUAL', girador: 'SII' },
  { formTipo: '42', nombre: 'MULTAS DIRECCION DEL TRABAJO', girador: 'DT' },
  { formTipo: '30', nombre: 'CONTRIBUCIONES', girador: 'TGR' },
];

/**
 * The file's bytes (UTF-8 JSON): 0-4 debts (some past due, some with resolution 0), and with probability 0.4 a
 * payment agreement (form 99) of 6-12 instalments, the past ones paid (fecha2 set), plus at most one cobranza.
 * @param today the world's day 'yyyy-MM-dd'.
 */
export function renderTgrStatement(rng: Rng, rut: string, today: string): Uint8Array {
  const display = (iso: string | null): string => (iso ? iso.split('-').reverse().join('-') : '-');
  const money = (clp: number): string => `$${clp.toLocaleString('en-US')}`;
  const listaDeudas = Array.from({ length: rng.int(0, 4) }, () => {
    const form = rng.pick(DEBT_FORMS);
    const neto = rng.int(50, 15_000) * 1_000;
    return {
      formTipo: form.formTipo,
      formFolio: String(rng.int(100_000, 9_999_999)),
      fechaVcto: display(plusDays(today, rng.int(-500, 120))),
      montoNetoTotal: money(neto),
      montoTotalTotal: money(Math.round(neto * 1.08)),
      condonaTotal: money(0),
      numeroResolucion: '0',
      nombreFormulario: form.nombre,
      nemoGirador: form.girador,
      category: 'FISCAL',
    };
  });
  const cartola: Record<string, string>[] = [];
  if (rng.chance(0.4)) {
    const resolucion = rng.int(10_000, 99_999);
    const start = plusDays(today, -30 * rng.int(1, 8));
    const cuota = rng.int(100, 3_000) * 1_000;
    const payments = rng.int(6, 12);
    for (let n = 1; n <= payments; n++) {
      const due = plusDays(start, 30 * (n - 1));
      cartola.push({
        formTipo: '99',
        formFolio: String(resolucion),
        documentNumber: `${resolucion}0${String(n).padStart(3, '0')}`,
        fecha1: display(due),
        fecha2: display(due < today ? plusDays(due, rng.int(-3, 2)) : null),
        montoNetoTotal: money(cuota),
        montoTotalTotal: money(cuota),
        condonaTotal: money(0),
        numeroResolucion: String(resolucion),
        nombreFormulario: 'CONVENIO DE PAGO',
        nemoGirador: 'TGR',
        category: 'CONVENIO',
      });
    }
  }
  const cobranzas = rng.chance(0.2)
    ? [
        {
          expediente: String(rng.int(1_000, 99_999)),
          anio: Number(today.slice(0, 4)) - rng.int(0, 2),
          comuna: rng.pick(['SANTIAGO', 'PROVIDENCIA', 'MAIPU', 'CONCEPCION']),
          etapa: rng.pick(['Notificación', 'Requerimiento', 'Embargo']),
          monto: money(rng.int(500, 20_000) * 1_000),
          accion: 'Requerimiento de pago',
          tipo: 'Fiscal',
        },
      ]
    : [];
  const statement = { rut, fechaConsulta: display(today), listaDeudas, cartola, cobranzas };
  return Buffer.from(`${JSON.stringify(statement, null, 1)}\n`, 'utf8');
}
