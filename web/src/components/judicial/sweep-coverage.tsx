import type { SweepCompleteness } from '@domain/judicial/sweep';
import { COMPETENCIAS } from './sweep-texts';

/**
 * What a finished sweep covered (beyond the peers, client-radar.md §2): tribunals searched, without answer and not
 * searched, the competencias every tribunal of which answered, and that reserved cases are not visible.
 */
export function SweepCoverage({ completeness }: { completeness: SweepCompleteness }) {
  return (
    <p className="small text-muted mb-0" data-testid="radar-judicial-cobertura">
      Tribunales consultados: {completeness.searchedTribunals}
      {completeness.failedTribunals > 0 ? ` · sin respuesta: ${completeness.failedTribunals}` : ''}
      {completeness.notSearchedTribunals > 0 ? ` · no consultados: ${completeness.notSearchedTribunals}` : ''}
      {' · '}competencias completas:{' '}
      {completeness.competenciasCovered.map((c) => COMPETENCIAS[c]).join(', ') || 'ninguna'}. Las causas reservadas no
      se muestran en la consulta pública.
    </p>
  );
}
