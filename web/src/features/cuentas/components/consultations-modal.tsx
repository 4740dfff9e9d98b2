import { InfoModal } from '@web/components/ui/info-modal';
import { Spinner } from '@web/components/ui/spinner';
import { displayRut, formatDateTime } from '@web/lib/format';
import { useUserConsultations } from '../api/get-user-consultations';
import { CUENTAS_MESSAGES } from '../model/messages';
import { ImpersonationHistory } from './impersonation-history';

interface ConsultationsModalProps {
  rutFactoring: string;
  email: string;
  onClose: () => void;
}

/**
 * 'Historial de Consultas' (core-platform §2 "Accounts", §3 "Consultation"): the clients whose detail the account
 * opened, newest first: #, RUT, razón social and date (dd/MM/yyyy HH:mm, America/Santiago); below, what
 * administrators did while seeing as the account ('Ver como'); a Cerrar button.
 */
export function ConsultationsModal({ rutFactoring, email, onClose }: ConsultationsModalProps) {
  const history = useUserConsultations(rutFactoring, email);
  return (
    <InfoModal title="Historial de Consultas" size="lg" onClose={onClose}>
      <p className="text-muted small mb-2">{email}</p>
      {history.isPending ? <Spinner /> : null}
      {history.isError ? (
        <div className="alert alert-danger" role="alert">
          {history.error instanceof Error && history.error.message
            ? history.error.message
            : CUENTAS_MESSAGES.historyFailed}
        </div>
      ) : null}
      {history.isSuccess && history.data.consultations.length === 0 ? (
        <p className="mb-0">El usuario no ha consultado empresas.</p>
      ) : null}
      {history.isSuccess && history.data.consultations.length > 0 ? (
        <table className="table table-sm table-striped mb-0" data-testid="historial-consultas">
          <thead>
            <tr>
              <th>#</th>
              <th>RUT</th>
              <th>Razón social</th>
              <th>Fecha</th>
            </tr>
          </thead>
          <tbody>
            {history.data.consultations.map((consultation, index) => (
              <tr key={`${consultation.timestamp}-${consultation.rut}`}>
                <td>{index + 1}</td>
                <td className="text-nowrap">{displayRut(consultation.rut)}</td>
                <td>{consultation.razonsocial || '—'}</td>
                <td className="text-nowrap">{formatDateTime(consultation.timestamp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {history.isSuccess ? <ImpersonationHistory actions={history.data.impersonations} /> : null}
    </InfoModal>
  );
}
