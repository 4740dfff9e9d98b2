/**
 * The demo world's copy of the SII's "Nómina de empresas personas jurídicas" (PUB_EMPRESAS_PJ_{año}_A_{año}.txt,
 * read by domain/empresas/nomina-empresas.ts): one row per cedente for the last complete commercial year, its
 * 'Tramo según ventas' taken from the net sales of its own demo RCV that year, written tab-separated in
 * ISO-8859-1 with the SII's header names (a few of its columns; the parser reads by name).
 */
import { tramoSegunVentas } from '@domain/empresas/tramo-ventas';
import type { RcvBooks } from './rcv-model';
import type { Rng } from './rng';
import type { WorldCompany } from './world-model';

/** CLP per UF used to turn demo sales into tramos (about the 2025 average; the demo needs plausibility only). */
export const DEMO_UF_CLP = 39_000;

/** The header the demo writes, in the SII's order (the SII itself cuts the long names at 32 characters). */
const HEADER = [
  'Año comercial',
  'RUT',
  'DV',
  'Razón social',
  'Tramo según ventas',
  'Número de trabajadores dependientes informados',
  'Fecha inicio de actividades vigente',
  'Fecha término de giro',
  'Comuna',
];

/** A cedente and its books, the input of one row. */
export interface NominaSubject {
  company: WorldCompany;
  books: RcvBooks;
}

/** The SII's file name for the nómina of commercial years desde..hasta. */
export function nominaFileName(desde: number, hasta: number): string {
  return `PUB_EMPRESAS_PJ_${desde}_A_${hasta}.txt`;
}

/**
 * Net sales of a year in CLP: neto plus exento of the sales documents issued that year, credit notes (61)
 * subtracted and debit notes (56) added.
 */
export function netSalesOfYear(books: RcvBooks, anio: number): number {
  const prefix = `${anio}-`;
  let total = 0;
  for (const doc of books.ventas) {
    if (!doc.fechaEmision.startsWith(prefix)) continue;
    const amount = doc.montoNeto + doc.montoExento;
    total += doc.tipoDTE === 61 ? -amount : amount;
  }
  return total;
}

/**
 * Renders the nómina of commercial year `anio` for the subjects, sorted by RUT.
 * @param rng the stream for the columns sales do not decide (workers within the band, start date).
 * @returns the file's bytes, ISO-8859-1, LF line ends.
 */
export function renderNominaEmpresas(rng: Rng, anio: number, subjects: readonly NominaSubject[]): Uint8Array {
  const rows = [...subjects]
    .sort((a, b) => a.company.rut.localeCompare(b.company.rut))
    .map(({ company, books }) => {
      const tramo = tramoSegunVentas(netSalesOfYear(books, anio) / DEMO_UF_CLP);
      const [body, dv] = company.rut.split('-') as [string, string];
      const inicio = `${rng.int(2010, anio - 1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
      return [
        String(anio),
        body,
        dv,
        company.razonSocial,
        String(tramo),
        String(workers(rng, tramo)),
        inicio,
        '',
        company.comuna,
      ];
    });
  const text = [HEADER, ...rows].map((cells) => cells.join('\t')).join('\n');
  return Uint8Array.from(Buffer.from(`${text}\n`, 'latin1'));
}

/** A worker count that fits the band: micro up to 9, small up to 49, medium up to 199, large more. */
function workers(rng: Rng, tramo: number): number {
  if (tramo <= 1) return 0;
  if (tramo <= 4) return rng.int(0, 9);
  if (tramo <= 7) return rng.int(10, 49);
  if (tramo <= 9) return rng.int(50, 199);
  return rng.int(200, 999);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
