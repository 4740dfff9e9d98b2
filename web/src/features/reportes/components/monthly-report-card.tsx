import { useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useToast } from '@web/components/ui/toasts';
import { HttpError } from '@web/lib/rest/rest-get';
import { TOTP_MESSAGES } from '@web/lib/two-factor/totp';
import { useTotpStatus } from '@web/lib/two-factor/totp-status';
import { useMonthlyReportSubscribers, useSaveMonthlyReportSubscribers } from '../api/use-monthly-report-subscribers';

/** The card's title, also its region's name. */
export const MONTHLY_REPORT_TITLE = 'Informe mensual por correo';

/**
 * 'Informe mensual por correo' of 'Reportes', for users with cuentas: the factoring's users with a checkbox each (who
 * receives, on the first working day of each month, the previous month's report as a PDF) and 'Guardar'. Like every
 * accounts operation it needs TOTP enabled: until then the card says so instead of asking the server.
 */
export function MonthlyReportCard({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const totp = useTotpStatus();
  const users = useMonthlyReportSubscribers(rutFactoring, totp.data === true);
  const save = useSaveMonthlyReportSubscribers(rutFactoring);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const selected = chosen ?? new Set((users.data ?? []).filter((u) => u.suscrito).map((u) => u.username));
  const toggle = (username: string) => {
    const next = new Set(selected);
    if (!next.delete(username)) next.add(username);
    setChosen(next);
  };
  const submit = async () => {
    try {
      await save.mutateAsync([...selected]);
      setChosen(null);
      toast('success', 'Suscripciones al informe mensual guardadas');
    } catch (thrown) {
      toast('error', refusal(thrown, 'No fue posible guardar las suscripciones'));
    }
  };
  return (
    <section className="card mt-3" aria-labelledby="informe-mensual">
      <h2 id="informe-mensual" className="card-header h6 mb-0">
        {MONTHLY_REPORT_TITLE}
      </h2>
      <div className="card-body">
        <p className="text-body-secondary small">
          El primer día hábil de cada mes, los usuarios marcados reciben por correo el reporte del mes anterior en PDF.
        </p>
        {totp.data === false ? (
          <div className="alert alert-info mb-0" data-testid="monthly-report-totp">
            {TOTP_MESSAGES.requiredForCuentas}
          </div>
        ) : null}
        {totp.isPending || (totp.data === true && users.isPending) ? <Spinner /> : null}
        {users.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            {refusal(users.error, 'No fue posible cargar los usuarios')}
          </div>
        ) : null}
        {users.data ? (
          <>
            {users.data.map((user) => (
              <div className="form-check" key={user.username}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`informe-mensual-${user.username}`}
                  checked={selected.has(user.username)}
                  onChange={() => toggle(user.username)}
                />
                <label className="form-check-label" htmlFor={`informe-mensual-${user.username}`}>
                  {user.email}
                  {user.nombre ? <span className="text-body-secondary"> ({user.nombre})</span> : null}
                </label>
              </div>
            ))}
            <button
              type="button"
              className="btn btn-primary mt-3"
              disabled={save.isPending}
              onClick={() => void submit()}
            >
              {save.isPending ? 'Guardando...' : 'Guardar'}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The server's own words for a refusal (4xx: no cuentas, no TOTP enabled, a user of another factoring), else the
 * screen's fallback.
 */
function refusal(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status < 500 ? error.message : fallback;
}
