/**
 * Reading the portal's representation pages (SII-PROTOCOLS.md §3 "Representation"): admRPDOBuild.cgi lists the
 * taxpayers the logged-in user may represent as JSON `rPDOsTo` entries embedded in the HTML
 * ({"rutRpteRpdo":"76514104","dvRpteRpdo":"X","codAppl":"RPETC","descripcion":…,"nameRpdo":…}; the moit
 * SiiAuthenticator reads the same entries), and admRepresentar.cgi confirms with 'REPRESENTACIÓN REALIZADA'.
 */
import { decodeTextBytes } from '../xml/decode-bytes';
import { jsonValueAt } from './embedded-json';
import { foldPageText } from './page-text';

/** One taxpayer the user may represent, in one application. */
export interface Representable {
  /** RUT body without check digit, as the SII writes rutRpteRpdo (the check digit in dvRpteRpdo, when given). */
  rutBody: string;
  dv: string | null;
  /** Application code, e.g. 'RPETC' (Registro de cesiones). */
  codAppl: string;
  descripcion: string;
  nameRpdo: string;
}

const LIST_START = /["']?rPDOsTo["']?\s*[:=]\s*\[/g;

/**
 * The rPDOsTo entries of an admRPDOBuild.cgi page, in page order; [] when the page has none. Entries lacking
 * rutRpteRpdo or codAppl are skipped. A RUT written with its check digit ('76514104-X') is split.
 */
export function readRepresentables(bytes: Uint8Array): Representable[] {
  const text = decodeTextBytes(bytes);
  const entries: Representable[] = [];
  for (const match of text.matchAll(LIST_START)) {
    const list = jsonValueAt(text, (match.index ?? 0) + match[0].length - 1);
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const entry = toRepresentable(item);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

/** True when an admRepresentar.cgi page confirms the representation ('REPRESENTACIÓN REALIZADA', any accents/case). */
export function isRepresentationDone(bytes: Uint8Array): boolean {
  return foldPageText(bytes).includes('REPRESENTACION REALIZADA');
}

function toRepresentable(item: unknown): Representable | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const rut = text(record.rutRpteRpdo);
  const codAppl = text(record.codAppl);
  if (!rut || !codAppl) return null;
  const [rutBody = '', dvInRut] = rut.replace(/\./g, '').split('-');
  return {
    rutBody,
    dv: (text(record.dvRpteRpdo) || dvInRut || '').toUpperCase() || null,
    codAppl,
    descripcion: text(record.descripcion),
    nameRpdo: text(record.nameRpdo),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
