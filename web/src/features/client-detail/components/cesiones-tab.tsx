import { useState } from 'react';
import { cesionesView } from '../../../localdb/views/cesiones-view';
import { factoringConcentrationView } from '../../../localdb/views/factoring-concentration-view';
import { DEFAULT_PAGE_SIZE } from '../../../localdb/views/view-filters';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { CesionesList } from './cesiones-list';
import { FactoringConcentrationTable } from './factoring-concentration-table';

interface CesionesTabProps {
  range: DetailDateRange;
  /** Today in Chile 'yyyy-MM-dd' (the 8-day acceptance rule of the cesiones view). */
  today: string;
}

/**
 * The Cesiones tab (client-detail.md §2), first subset: 'Concentración por Factoring' and the Cesiones list for
 * the date range on the cession date, 20 per page; the empty state when the range holds no cession. The parent
 * remounts it (key) when the range changes, so paging restarts at page 1 (client-detail.md §4).
 */
export function CesionesTab({ range, today }: CesionesTabProps) {
  const [page, setPage] = useState(1);
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const concentration = useLocalView('factoringConcentration', dates, factoringConcentrationView);
  const cesiones = useLocalView('cesiones', { ...dates, today, page, limit: DEFAULT_PAGE_SIZE }, cesionesView);
  const error = concentration.error ?? cesiones.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger" role="alert">
        {error}
      </div>
    );
  }
  if (concentration.data === null || cesiones.data === null) return null;
  if (cesiones.data.total === 0) {
    return (
      <div className="alert alert-info" role="status" data-testid="cesiones-empty">
        {M.noCesiones}
      </div>
    );
  }
  const totalPages = cesiones.data.totalPages;
  return (
    <>
      <FactoringConcentrationTable rows={concentration.data} />
      <CesionesList page={cesiones.data} onPage={(next) => setPage(Math.min(Math.max(1, next), totalPages))} />
    </>
  );
}
