import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useCartera } from '../api/get-cartera';
import type { CarteraParte, DrillDown } from '../model/cartera';
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
 * '/cartera' (issue 12 point 4): the factoring's whole held portfolio from the aggregates the refresh keeps, with
 * its headline figures, aging, acceptance mix, exposure by debtor and by cedente against the concentration limits,
 * the drill-down to the documents and the Excel exports.
 */
export function CarteraPage({ rutFactoring, allowed }: CarteraPageProps) {
  const cartera = useCartera(rutFactoring, allowed);
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const open = (party: CarteraParte) => setDrill({ tipo: party.tipo, rut: party.rut, razonSocial: party.razonSocial, tramo: null, estado: null, conAlertas: false });
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
      {cartera.isSuccess ? (
        <>
          <CarteraKpis cartera={cartera.data} />
          <div className="row g-3 mb-3">
            <div className="col-12 col-lg-7">
              <AgingChart vencimientos={cartera.data.vencimientos} />
            </div>
            <div className="col-12 col-lg-5">
              <AcceptanceChart aceptacion={cartera.data.aceptacion} pendientes={cartera.data.pendientes} />
            </div>
          </div>
          <PartySection tipo="deudor" parties={cartera.data.deudores} onDrill={open} />
          <PartySection tipo="cedente" parties={cartera.data.cedentes} onDrill={open} />
          <LimitsForm rutFactoring={rutFactoring} limites={cartera.data.limites} editable={cartera.data.puedeEditarLimites} />
        </>
      ) : null}
      {drill ? <DocumentsModal rutFactoring={rutFactoring} drill={drill} onChange={setDrill} onClose={() => setDrill(null)} /> : null}
    </section>
  );
}
