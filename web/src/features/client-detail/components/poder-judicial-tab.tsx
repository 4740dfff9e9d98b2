import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '@domain/es-cl-format';
import { Pagination } from '@web/components/ui/pagination';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { Spinner } from '@web/components/ui/spinner';
import { usePaging } from '@web/components/ui/use-paging';
import { useUrlPaging } from '@web/components/ui/use-url-paging';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { pjudCausasQuery } from '../api/get-pjud-causas';
import { PJUD_TEXTS as T } from '../model/pjud-texts';
import { LitigantesPanel } from './litigantes-panel';
import { DetailRow } from '@web/components/ui/detail-row';
import { ProcessingPanel } from '@web/components/judicial/processing-panel';
import { SweepCoverage } from '@web/components/judicial/sweep-coverage';
import { unansweredNote } from '@web/components/judicial/sweep-texts';

/** Cases per page (client-detail.md §9 "The court list shows 10 per page"). */
export const CAUSAS_PAGE_SIZE = 10;

/**
 * The Poder Judicial tab (client-detail.md §2): the client's court cases from the factoring's judicial sweep of the
 * RUT (started or joined on opening; its progress shown while it runs) with a count badge, 10 per page (the page in
 * the address, `?pagina=`); opening a case loads its litigants below it (litigantes-panel.tsx). Empty: no judicial
 * records for this RUT; error: 'Error al cargar datos de Poder Judicial' with Reintentar.
 */
export function PoderJudicialTab({ rut, rutFactoring }: { rut: string; rutFactoring: string }) {
  const { restUrl } = useRuntimeConfig();
  const causas = useQuery(pjudCausasQuery(restUrl, rut, rutFactoring));
  const rows = causas.data?.causas ?? [];
  const paging = usePaging(rows, CAUSAS_PAGE_SIZE, useUrlPaging());
  const [open, setOpen] = useState<string | null>(null);

  if (causas.isPending) return <Spinner />;
  if (causas.isError) {
    return (
      <div
        className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
        role="alert"
        data-testid="pjud-error"
      >
        <span>{T.loadError}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void causas.refetch()}>
          {T.retry}
        </button>
      </div>
    );
  }
  const { status, completeness } = causas.data;
  if (status.isProcessing) return <ProcessingPanel status={status} />;
  return (
    <div className="card" data-testid="pjud-tab">
      <div className="card-header d-flex align-items-center gap-2">
        <span className="fw-semibold">{T.title}</span>
        <span className="badge rounded-pill text-bg-secondary" data-testid="pjud-count">
          {rows.length}
        </span>
      </div>
      {rows.length === 0 ? (
        <div className="card-body text-muted" data-testid="pjud-empty">
          {unansweredNote(completeness) ?? T.empty}
        </div>
      ) : (
        <>
          <ScrollRegion label={T.title}>
            <table
              className="table table-sm table-hover align-middle mb-0"
              style={{ minWidth: '46rem' }}
              data-testid="pjud-causas"
            >
              <thead className="text-nowrap">
                <tr>
                  <th scope="col">Rol</th>
                  <th scope="col">Fecha Ingreso</th>
                  <th scope="col">Caratulado</th>
                  <th scope="col">Tribunal</th>
                </tr>
              </thead>
              <tbody>
                {paging.pageRows.map((causa) => (
                  <Fragment key={causa.rol}>
                    <tr>
                      <td className="text-nowrap">
                        <button
                          type="button"
                          className="btn btn-link btn-sm p-0 text-decoration-none"
                          aria-expanded={open === causa.rol}
                          aria-label={`${open === causa.rol ? T.hideLitigantes : T.showLitigantes} ${causa.rol}`}
                          onClick={() => setOpen(open === causa.rol ? null : causa.rol)}
                        >
                          {open === causa.rol ? '▾' : '▸'} {causa.rol}
                        </button>
                      </td>
                      <td className="text-nowrap">{formatFecha(causa.fechaIngreso)}</td>
                      <td>
                        {causa.caratulado}
                        {causa.alertasCartera.map((alerta) => (
                          <span key={alerta} className="badge text-bg-danger ms-1" data-testid="pjud-alerta-cartera">
                            {alerta}
                          </span>
                        ))}
                      </td>
                      <td>{causa.tribunal}</td>
                    </tr>
                    <DetailRow open={open === causa.rol} colSpan={4} cellClassName="bg-body-tertiary">
                      <LitigantesPanel rol={causa.rol} rut={rut} rutFactoring={rutFactoring} />
                    </DetailRow>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination page={paging.page} pageSize={CAUSAS_PAGE_SIZE} total={rows.length} onPage={paging.setPage} />
        </>
      )}
      {completeness ? (
        <div className="card-footer">
          <SweepCoverage completeness={completeness} />
        </div>
      ) : null}
    </div>
  );
}
