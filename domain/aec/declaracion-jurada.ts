/**
 * The sworn declaration (Cedente/DeclaracionJurada, Cesion_v10.xsd: "Declaracion Jurada de Disponibilidad de
 * Documentacion No Electronica", at most 512 characters) in the words the SII's cession portal writes, as in the
 * SII's AEC samples (cordada fixtures AEC--76354771-K--33--170--SEQ-2.xml): the first cesión declares the
 * debtor's receipts of the goods or services are available (Ley N°19.983); a later one, that the document was
 * validly issued to the debtor.
 */
import { cut } from './build-dte';

/** A party named in the declaration: RUT 'NNNNNNNN-D' and razón social. */
export interface DeclaracionParty {
  rut: string;
  razonSocial: string;
}

/** Longest DeclaracionJurada the schema accepts. */
const MAX_LENGTH = 512;

/**
 * The declaration of a cesión from `cedente` to `cesionario` of a DTE owed by `deudor` (the DTE's receptor).
 * @param primera true for SeqCesion 1 (receipts available, Ley N°19.983), false for a re-cesión.
 * @returns the text, at most 512 characters: razones sociales are shortened (to 60, then 30 characters) when
 *   the full names would not fit.
 */
export function declaracionJurada(
  parties: { cedente: DeclaracionParty; cesionario: DeclaracionParty; deudor: DeclaracionParty },
  primera: boolean,
): string {
  for (const max of [100, 60, 30]) {
    const text = declaracion(parties, primera, max);
    if (text.length <= MAX_LENGTH) return text;
  }
  return declaracion(parties, primera, 30).slice(0, MAX_LENGTH);
}

function declaracion(
  {
    cedente,
    cesionario,
    deudor,
  }: { cedente: DeclaracionParty; cesionario: DeclaracionParty; deudor: DeclaracionParty },
  primera: boolean,
  max: number,
): string {
  const name = (party: DeclaracionParty) => `${cut(party.razonSocial, max)}, RUT ${party.rut}`;
  const head = `Se declara bajo juramento que ${name(cedente)} ha puesto a disposición del cesionario ${name(cesionario)}, `;
  return primera
    ? `${head}el o los documentos donde constan los recibos de las mercaderías entregadas o servicios prestados, ` +
        `entregados por parte del deudor de la factura ${name(deudor)}, de acuerdo a lo establecido en la Ley N°19.983.`
    : `${head}el documento válidamente emitido al deudor ${name(deudor)}.`;
}
