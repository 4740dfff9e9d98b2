/**
 * The demo debtor's documents in a world directory that a claim can still reach: it is their receptor (latest AEC),
 * the SII received them, and they carry no claim (RCD, RFP, RFT) or acceptance (ACD, ERM) yet; with the days since
 * reception (Chile calendar), who holds them, and the AEC's cesión date.
 */
import { readFileSync } from 'node:fs';
import { parseAec } from '@domain/aec/parse';
import { daysBetween, todayInChile } from '@domain/chile-time';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { worldDtes } from './local-sii-world';

/** One claimable document. */
export interface OwedDocument {
  dte: DocumentKey;
  /** RUT of the current cesionario. */
  holder: string;
  /** Calendar days from the SII's reception to `now`. */
  days: number;
}

const RECEPTOR_EVENTS = new Set(['ACD', 'ERM', 'RCD', 'RFP', 'RFT']);

/** The claimable documents of `rutDeudor` under `dir`, counted at `now`. */
export async function claimableOwed(dir: string, rutDeudor: string, now: Date): Promise<OwedDocument[]> {
  const today = todayInChile(now);
  const owed: OwedDocument[] = [];
  for (const file of await worldDtes({ dir })) {
    if (!file.aec || !file.reception || !file.events) continue;
    const aec = parseAec(readFileSync(file.aec.file));
    const reception = parseReceptionDate(readFileSync(file.reception));
    const events = parseEventList(readFileSync(file.events));
    if (aec.dte.rutReceptor !== rutDeudor || reception === null || events === null) continue;
    if (events.some((e) => RECEPTOR_EVENTS.has(e.codigo))) continue;
    owed.push({ dte: file.dte, holder: aec.current.cesionario.rut, days: daysBetween(reception, today) });
  }
  return owed;
}
