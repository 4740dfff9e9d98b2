import { useConstitucion } from '../api/get-constitucion';
import { useConstitucionJson } from '../api/get-constitucion-json';
import { COMPANY_FILE_MESSAGES as M } from '../model/company-file-messages';
import type { DetailClient } from '../model/detail-client';
import { ConstitutionSections } from './constitution-sections';

/**
 * The Constitución tab, 'Estado de la Empresa' (client-detail.md §2, §4 "Constitution", §5, §8): the company's
 * registry data; a not-registered company shows the notice; a registered one shows 'Descargar Estatuto Actualizado'
 * (a 2-hour link) and the detail sections read from the statute's data, whose errors ('Error al cargar el contenido
 * JSON' with the §5 message) leave the download in place. 'Error al cargar información de constitución' offers
 * Reintentar.
 */
export function ConstitucionTab({ client }: { client: DetailClient }) {
  const constitucion = useConstitucion(client.rut, client.rutFactoring);
  const registered = constitucion.data?.status === 'registered' ? constitucion.data : null;
  const details = useConstitucionJson(client.rut, registered?.jsonUrl ?? null);

  return (
    <section aria-labelledby="constitucion-title" data-testid="constitucion-tab">
      <h2 id="constitucion-title" className="h5 mb-3">
        {M.constitutionTitle}
      </h2>
      {constitucion.isPending ? (
        <div className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" style={{ height: '6rem' }} />
        </div>
      ) : null}
      {constitucion.isError ? (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>{M.constitutionError}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void constitucion.refetch()}>
            Reintentar
          </button>
        </div>
      ) : null}
      {constitucion.data?.status === 'not_registered' ? (
        <div className="alert alert-info" role="status" data-testid="constitucion-not-registered">
          {M.notRegistered}
        </div>
      ) : null}
      {registered ? (
        <>
          <div className="card mb-3">
            <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
              <div>
                <span className="badge text-bg-success me-2">Registrada</span>
                {M.registered}
              </div>
              <div className="text-end">
                <a
                  className="btn btn-primary"
                  href={registered.signedUrl}
                  rel="noopener"
                  data-testid="download-statute"
                >
                  {M.downloadStatute}
                </a>
                <div className="small text-muted mt-1">{M.linkValidity}</div>
              </div>
            </div>
          </div>
          {details.isLoading ? (
            <div className="placeholder-glow" aria-busy="true">
              <span className="placeholder col-12" style={{ height: '8rem' }} />
            </div>
          ) : null}
          {details.isError ? (
            <div className="alert alert-warning" role="alert">
              <div className="fw-semibold">{M.jsonError}</div>
              {details.error.message}
            </div>
          ) : null}
          {details.data ? <ConstitutionSections document={details.data} /> : null}
        </>
      ) : null}
    </section>
  );
}
