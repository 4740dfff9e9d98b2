import type { CesionView } from '@domain/cession';

/** One document: emisor rut, tipo and folio (a DTE's identity at the SII). */
function documentId(cesion: CesionView): string {
  return `${cesion.emisor.rut}|${cesion.tipo}|${cesion.folio}`;
}

/**
 * The owed list as a debtor must read it: when one document was ceded more than once, only its
 * latest cession (greatest fechaCesion, 'yyyy-MM-dd HH:mm' Chile time, then idSecuencia) names the factoring to pay;
 * the earlier ones are marked already re-assigned with estadoCesion '' (core-platform §3), so they are flagged on
 * screen and left out of the totals. Rows keep their order; rows not superseded are returned as they are.
 */
export function markSupersededCessions(cesiones: readonly CesionView[]): CesionView[] {
  const latest = new Map<string, CesionView>();
  for (const cesion of cesiones) {
    const current = latest.get(documentId(cesion));
    if (!current || later(cesion, current)) latest.set(documentId(cesion), cesion);
  }
  return cesiones.map((cesion) =>
    latest.get(documentId(cesion)) === cesion || cesion.estadoCesion === '' ? cesion : { ...cesion, estadoCesion: '' },
  );
}

function later(a: CesionView, b: CesionView): boolean {
  const byDate = a.fechaCesion.localeCompare(b.fechaCesion);
  return byDate > 0 || (byDate === 0 && a.idSecuencia > b.idSecuencia);
}
