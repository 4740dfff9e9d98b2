import { memo, useCallback, useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { useCartera } from '../api/get-cartera';
import type { Cartera, CarteraParte, DrillDown } from '../model/cartera';
import { AcceptanceChart } from './acceptance-chart';
import { AgingChart } from './aging-chart';
import { CarteraKpis } from './cartera-kpis';
import { DocumentsModal } from './documents-modal';
import { LimitsForm } from './limits-form';
import { PartySection } from './party-section';

interface CarteraPageProps {
  rutFactoring: string;
  /** The user holds cesionesAdquiridas (the menu's rule); the server checks it again. */
  allowed: boolean;
}

/**
 * '/cartera': the factoring's whole held portfolio from the aggregates the refresh keeps, with
 * its headline figures, aging, acceptance mix, exposure by debtor and by cedente against the concentration limits,
 * the drill-down to the documents and the Excel exports.
 */
export function CarteraPage({ rutFactoring, allowed }: CarteraPageProps) {
  const cartera = useCartera(rutFactoring, allowed);
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const open = useCallback(
    (party: CarteraParte) =>
      setDrill({
        tipo: party.tipo,
        rut: party.rut,
        razonSocial: party.razonSocial,
        tramo: null,
        estado: null,
        conAlertas: false,
      }),
    [],
  );
  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        No tiene permisos para ver la cartera
      </div>
    );
  }
  return (
    <section>
      <h1 className="h4 mb-1">Cartera</h1>
      {cartera.isSuccess ? (
        <p className="small text-body-secondary mb-3" data-testid="cartera-note">
          Documentos vigentes en cartera al {formatDateTime(cartera.data.generadaEn)}
          {cartera.data.construidaEn ? '' : ' · se calcularán en la próxima actualización'}
        </p>
      ) : null}
      {cartera.isPending ? <Spinner /> : null}
      {cartera.isError ? (
        <div className="alert alert-danger" role="alert">
          {userMessage(cartera.error, 'No fue posible cargar la cartera')}
        </div>
      ) : null}
      {cartera.isSuccess ? <Portfolio rutFactoring={rutFactoring} cartera={cartera.data} onDrill={open} /> : null}
      {drill ? (
        <DocumentsModal rutFactoring={rutFactoring} drill={drill} onChange={setDrill} onClose={() => setDrill(null)} />
      ) : null}
    </section>
  );
}

/**
 * The figures, charts, rankings and limits of the portfolio; memoized, so opening or narrowing the drill-down does not
 * draw the charts and every debtor and cedente again (the drill-down answers in under 300 ms).
 */
const Portfolio = memo(function Portfolio({
  rutFactoring,
  cartera,
  onDrill,
}: {
  rutFactoring: string;
  cartera: Cartera;
  onDrill: (party: CarteraParte) => void;
}) {
  return (
    <>
      <CarteraKpis cartera={cartera} />
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-7">
          <AgingChart vencimientos={cartera.vencimientos} />
        </div>
        <div className="col-12 col-lg-5">
          <AcceptanceChart aceptacion={cartera.aceptacion} pendientes={cartera.pendientes} />
        </div>
      </div>
      <PartySection tipo="deudor" parties={cartera.deudores} onDrill={onDrill} />
      <PartySection tipo="cedente" parties={cartera.cedentes} onDrill={onDrill} />
      <LimitsForm rutFactoring={rutFactoring} limites={cartera.limites} editable={cartera.puedeEditarLimites} />
    </>
  );
});
