import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { JUDICIAL_RUT_PARAM } from '@web/lib/judicial-radar-path';
import { useQuery } from '@tanstack/react-query';
import { INVALID_RUT, type JudicialResponse } from '@domain/judicial/judicial-response';
import { isValidRut, normalizeRut } from '@domain/rut';
import { RutField } from '@web/components/ui/rut-field';
import { displayRut } from '@web/lib/format';
import { useNow } from '@web/lib/use-now';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { judicialRadarQuery } from '../api/judicial-radar-query';
import { ProcessingPanel } from '@web/components/judicial/processing-panel';
import { JUDICIAL_TEXTS } from '../model/judicial-texts';
import { updatedAgo } from '../model/updated-ago';
import { DeleteJudicialRecordsModal } from './delete-judicial-records-modal';
import { JudicialCases } from './judicial-cases';

/**
 * '/radar-judicial', the judicial radar (client-radar.md §2, §4, §5, §8, §9): 'RUT a consultar' and 'Consultar'
 * (disabled while the field is empty or a query runs, 'Consultando...' meanwhile); the result card 'Resultados para
 * RUT: {rut}' with the court cases, the processing panel polled every 10 s while the sweep runs, 'Error en el
 * procesamiento' when the portal stopped it, or 'RUT no encontrado - …'. An empty RUT shows 'Por favor ingrese un
 * RUT', cleared on typing. A valid `?rut=` in the address (a judicial alert's link) is asked at once, also when it
 * changes on the open screen; a RUT asked with 'Consultar' is written there. 'Eliminar registros' deletes the
 * factoring's records of the shown RUT after a confirmation, and the result card and the address's RUT go.
 */
export function JudicialRadarPage({ rutFactoring }: { rutFactoring: string }) {
  const { restUrl } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(JUDICIAL_RUT_PARAM) ?? '';
  const [rut, setRut] = useState(linked);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(isValidRut(linked) ? normalizeRut(linked) : null);
  const [deleting, setDeleting] = useState(false);
  // A judicial alert's link followed while this screen is open changes only the address: ask its RUT then too.
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    setRut(linked);
    setFieldError(null);
    setAsked(isValidRut(linked) ? normalizeRut(linked) : null);
  }
  // The asked RUT is written to the address, replacing its entry, so a reload or a shared link shows the same result.
  // The write then reads as a changed link above, which asks what is already asked (or nothing, after a deletion) and
  // puts the RUT in the field as the address holds it.
  const writeAddress = (shown: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (shown) next.set(JUDICIAL_RUT_PARAM, shown);
        else next.delete(JUDICIAL_RUT_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const answer = useQuery({ ...judicialRadarQuery(restUrl, asked ?? '', rutFactoring), enabled: asked !== null });
  const now = useNow(60_000);
  const running = asked !== null && (answer.isFetching || answer.data?.processingStatus.isProcessing === true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = rut.trim();
    if (!text) return setFieldError(JUDICIAL_TEXTS.emptyRut);
    if (!isValidRut(text)) return setFieldError(INVALID_RUT);
    const normalized = normalizeRut(text);
    if (normalized === asked) return void answer.refetch();
    setAsked(normalized);
    writeAddress(normalized);
  };

  return (
    <section>
      <h1 className="h4 mb-3">Radar Judicial</h1>
      <form className="card card-body mb-3" style={{ maxWidth: 560 }} onSubmit={submit} noValidate>
        <RutField
          id="radar-judicial-rut"
          label={JUDICIAL_TEXTS.rutLabel}
          placeholder="12345678-9"
          value={rut}
          error={fieldError}
          onValueChange={(value) => {
            setRut(value);
            setFieldError(null);
          }}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={rut.length === 0 || running}>
            {running ? JUDICIAL_TEXTS.submitting : JUDICIAL_TEXTS.submit}
          </button>
        </div>
      </form>
      {asked && answer.isError ? (
        <div className="alert alert-danger" role="alert">
          <div className="fw-semibold">{JUDICIAL_TEXTS.queryError}</div>
          <div>{answer.error.message || JUDICIAL_TEXTS.queryErrorFallback}</div>
        </div>
      ) : null}
      {asked && answer.data ? (
        <div className="card" data-testid="radar-judicial-tarjeta">
          <div className="card-header d-flex justify-content-between flex-wrap gap-2">
            <span className="fw-semibold">{JUDICIAL_TEXTS.resultsFor(displayRut(answer.data.rut))}</span>
            <span className="d-flex align-items-center gap-2">
              {answer.data.processed && answer.data.updatedAt ? (
                <span className="small text-muted">{updatedAgo(answer.data.updatedAt, now)}</span>
              ) : null}
              {running ? null : (
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDeleting(true)}>
                  {JUDICIAL_TEXTS.deleteButton}
                </button>
              )}
            </span>
          </div>
          <div className="card-body">
            <ResultBody data={answer.data} />
          </div>
        </div>
      ) : null}
      {deleting && asked ? (
        <DeleteJudicialRecordsModal
          rut={asked}
          rutFactoring={rutFactoring}
          onDeleted={() => {
            setAsked(null);
            writeAddress(null);
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </section>
  );
}

function ResultBody({ data }: { data: JudicialResponse }) {
  const { processingStatus: status } = data;
  if (data.processed && data.judicialData && data.completeness)
    return <JudicialCases records={data.judicialData} completeness={data.completeness} />;
  if (status.isProcessing) return <ProcessingPanel status={status} />;
  if (status.error)
    return (
      <div className="alert alert-danger mb-0" role="alert">
        <div className="fw-semibold">{JUDICIAL_TEXTS.processingError}</div>
        <div>{status.message}</div>
      </div>
    );
  return <div className="alert alert-secondary mb-0">{JUDICIAL_TEXTS.notFound}</div>;
}
