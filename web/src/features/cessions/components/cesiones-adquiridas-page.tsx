import { useMemo, useState } from 'react';
import { cessionTotals } from '../../../../../domain/cession-rules';
import { Spinner } from '../../../components/ui/spinner';
import { formatAmount } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useCesionesAdquiridas } from '../api/get-cesiones-adquiridas';
import { useResultToasts } from '../hooks/use-result-toasts';
import { groupByCedente } from '../model/group-by-cedente';
import { EMPTY_ACQUIRED_MESSAGE } from '../model/messages';
import { refreshNote, refreshNoteText } from '../model/refresh-note';
import { defaultSearchForm, type CessionSearch } from '../model/search-criteria';
import { CedenteCard } from './cedente-card';
import { EmptyState } from './empty-state';
import { SearchForm } from './search-form';

/**
 * The acquired cessions screen '/cesion-adquiridas' (core-platform §2-4, §8-9) for one factoring:
 * refresh note, 'Criterios de búsqueda' (default: the last 7 days), and the period's documents in cards
 * grouped by cedente. Pressing Filtrar with the same criteria fetches again.
 */
export function CesionesAdquiridasPage({ rutFactoring }: { rutFactoring: string }) {
  const now = useNow(60_000);
  const [initialForm] = useState(() => defaultSearchForm(new Date()));
  const [search, setSearch] = useState<CessionSearch>(() => ({ ...initialForm, folio: 0 }));
  const query = useCesionesAdquiridas(rutFactoring, search);
  const cesiones = query.data?.cesiones;

  useResultToasts({
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    dataUpdatedAt: query.dataUpdatedAt,
    rowCount: cesiones?.length,
  });

  const groups = useMemo(() => (cesiones ? groupByCedente(cesiones) : []), [cesiones]);
  const totals = useMemo(() => cessionTotals(cesiones ?? []), [cesiones]);
  // The minute clock may lag an answer that just arrived: count from whichever is later.
  const note = refreshNote(query.data?.ultimaActualizacion ?? null, new Date(Math.max(now.getTime(), query.dataUpdatedAt)));

  function onSearch(next: CessionSearch) {
    if (JSON.stringify(next) === JSON.stringify(search)) void query.refetch();
    else setSearch(next);
  }

  return (
    <div>
      <h1 className="h4 mb-1">Cesiones adquiridas</h1>
      <p className="text-muted small" data-testid="refresh-note">
        {refreshNoteText(note)}
      </p>
      <SearchForm initial={initialForm} onSearch={onSearch} />
      {query.isFetching ? <Spinner /> : null}
      {!query.isFetching && cesiones && cesiones.length === 0 ? <EmptyState message={EMPTY_ACQUIRED_MESSAGE} /> : null}
      {!query.isFetching && cesiones && cesiones.length > 0 ? (
        <>
          <p className="mb-2" data-testid="totals">
            {cesiones.length} documentos, {groups.length} cedentes. Total cedido vigente:{' '}
            <span className="fw-semibold">{formatAmount(totals.montoCedido)}</span>
          </p>
          {groups.map((group) => (
            <CedenteCard key={`${group.cedente.rut}-${query.dataUpdatedAt}`} group={group} now={now} />
          ))}
        </>
      ) : null}
    </div>
  );
}
