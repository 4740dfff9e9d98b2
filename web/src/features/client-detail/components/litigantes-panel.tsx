import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { litigantsLoadedEvent, litigantsViewedEvent } from '@domain/analytics/usage-event';
import { useAnalytics } from '@web/lib/analytics/use-analytics';
import { PortfolioMarkBadges } from '@web/components/judicial/portfolio-mark-badges';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { getPjudLitigantes, LitigantRequestError, pjudLitigantesKey } from '../api/get-pjud-litigantes';
import { PJUD_TEXTS as T } from '../model/pjud-texts';

/**
 * The litigants of one case, loaded when the case is opened (client-detail.md §2 "Clicking a case loads its
 * litigants"), with the 30 s limit and the litigants errors of §8 (Reintentar for those that may pass). Opening it
 * records 'litigantes_vistos' and each arrival 'litigantes_cargados' with the count (analytics port, no personal data).
 */
export function LitigantesPanel({ rol, rut, rutFactoring }: { rol: string; rut: string; rutFactoring: string }) {
  const { restUrl } = useRuntimeConfig();
  const query = useQuery({
    queryKey: pjudLitigantesKey(rutFactoring, rut, rol),
    queryFn: () => getPjudLitigantes(restUrl, rol, rut, rutFactoring),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const analytics = useAnalytics();
  useEffect(() => analytics.record(litigantsViewedEvent()), [analytics]);
  const loaded = query.data;
  useEffect(() => {
    if (loaded) analytics.record(litigantsLoadedEvent(loaded));
  }, [analytics, loaded]);
  if (query.isPending) {
    return (
      <div className="small text-muted d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {T.loadingLitigantes}
      </div>
    );
  }
  if (query.isError) {
    const failure = query.error instanceof LitigantRequestError ? query.error.failure : null;
    return (
      <div
        className={`alert ${failure?.kind === 'none' ? 'alert-secondary' : 'alert-danger'} py-2 mb-0 d-flex flex-wrap gap-2 align-items-center justify-content-between`}
        role="alert"
        data-testid="litigantes-error"
      >
        <span>{failure?.message ?? query.error.message}</span>
        {failure?.retryable !== false ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <table className="table table-sm mb-0" data-testid="litigantes-table">
      <caption className="caption-top small">
        {T.litigantes} ({query.data.length})
      </caption>
      <thead className="text-nowrap">
        <tr>
          <th scope="col">Participante</th>
          <th scope="col">RUT</th>
          <th scope="col">Persona</th>
          <th scope="col">Nombre o Razón Social</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((litigante, index) => (
          <tr key={`${litigante.rut}-${index}`}>
            <td>{litigante.participante}</td>
            <td className="text-nowrap">{litigante.rut ?? T.noRut}</td>
            <td>{litigante.persona}</td>
            <td>
              {litigante.nombre}
              <PortfolioMarkBadges marks={litigante.cartera} testId="pjud-cartera" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
