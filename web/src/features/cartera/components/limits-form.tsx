import { useState, type FormEvent } from 'react';
import type { PartyKind } from '@domain/cartera/party-aggregate';
import { userMessage } from '@web/lib/api-error';
import { useSaveLimites } from '../api/save-limites';
import { useTotpStatus } from '@web/lib/two-factor/totp-status';
import { TotpRequiredNotice } from '@web/components/two-factor/totp-required-notice';
import { TOTP_MESSAGES } from '@web/lib/two-factor/totp';
import { PARTY_LABELS, type LimitesCartera } from '../model/cartera';

interface Draft {
  deudor: string;
  cedente: string;
  porRut: { tipo: PartyKind; rut: string; monto: string }[];
}

const toPercent = (fraction: number | null) => (fraction === null ? '' : String(Math.round(fraction * 10000) / 100));
const fromPercent = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')) / 100);

/**
 * 'Límites de concentración': the largest share any debtor or cedente may hold, and CLP ceilings for named ones;
 * editable only with cuentas and TOTP (the server checks both again). A refused limit shows the server's Spanish reason
 * and keeps what was typed. The draft starts from the limits it mounts with and stays while 'Cartera' reloads after a
 * save.
 */
export function LimitsForm({
  rutFactoring,
  limites,
  editable,
}: {
  rutFactoring: string;
  limites: LimitesCartera;
  editable: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(() => ({
    deudor: toPercent(limites.deudorParticipacionMaxima),
    cedente: toPercent(limites.cedenteParticipacionMaxima),
    porRut: limites.porRut.map((l) => ({ tipo: l.tipo, rut: l.rut, monto: String(l.montoMaximo) })),
  }));
  const save = useSaveLimites(rutFactoring);
  // Saving is a cuentas operation, which the server refuses without TOTP: set it up here first.
  const needsTotp = useTotpStatus({ enabled: editable }).data === false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      deudorParticipacionMaxima: fromPercent(draft.deudor),
      cedenteParticipacionMaxima: fromPercent(draft.cedente),
      porRut: draft.porRut
        .filter((l) => l.rut.trim() !== '')
        .map((l) => ({ tipo: l.tipo, rut: l.rut.trim(), montoMaximo: Number(l.monto) })),
    });
  };
  const setRow = (index: number, change: Partial<Draft['porRut'][number]>) =>
    setDraft((d) => ({ ...d, porRut: d.porRut.map((row, i) => (i === index ? { ...row, ...change } : row)) }));
  return (
    <section className="card mb-3" aria-labelledby="cartera-limites-heading">
      <div className="card-header">
        <h2 id="cartera-limites-heading" className="h6 fw-semibold mb-0">
          Límites de concentración
        </h2>
      </div>
      {editable && needsTotp ? (
        <div className="card-body border-bottom">
          <TotpRequiredNotice required={TOTP_MESSAGES.requiredForLimites} />
        </div>
      ) : null}
      <form className="card-body" onSubmit={submit} data-testid="limits-form">
        <fieldset disabled={!editable || needsTotp || save.isPending}>
          {!editable ? (
            <p className="small text-body-secondary">
              Solo los usuarios con permiso de Cuentas pueden modificar los límites.
            </p>
          ) : null}
          <div className="row g-2 mb-3">
            {(['deudor', 'cedente'] as const).map((tipo) => (
              <div key={tipo} className="col-12 col-md-6">
                <label className="form-label small mb-0" htmlFor={`limite-${tipo}`}>
                  Participación máxima por {PARTY_LABELS[tipo].singular.toLowerCase()} (%)
                </label>
                <input
                  id={`limite-${tipo}`}
                  className="form-control form-control-sm"
                  inputMode="decimal"
                  value={draft[tipo]}
                  placeholder="Sin límite"
                  onChange={(e) => setDraft((d) => ({ ...d, [tipo]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          <h3 className="h6 small fw-semibold">Monto máximo por RUT</h3>
          {draft.porRut.map((row, index) => (
            <div key={index} className="row g-2 mb-2 align-items-end" data-testid="limit-rut-row">
              <div className="col-12 col-sm-3">
                <label className="form-label small mb-0" htmlFor={`limite-tipo-${index}`}>
                  Tipo
                </label>
                <select
                  id={`limite-tipo-${index}`}
                  className="form-select form-select-sm"
                  value={row.tipo}
                  onChange={(e) => setRow(index, { tipo: e.target.value as PartyKind })}
                >
                  <option value="deudor">Deudor</option>
                  <option value="cedente">Cedente</option>
                </select>
              </div>
              <div className="col-12 col-sm-4">
                <label className="form-label small mb-0" htmlFor={`limite-rut-${index}`}>
                  RUT
                </label>
                <input
                  id={`limite-rut-${index}`}
                  className="form-control form-control-sm"
                  value={row.rut}
                  onChange={(e) => setRow(index, { rut: e.target.value })}
                />
              </div>
              <div className="col-8 col-sm-3">
                <label className="form-label small mb-0" htmlFor={`limite-monto-${index}`}>
                  Monto máximo ($)
                </label>
                <input
                  id={`limite-monto-${index}`}
                  className="form-control form-control-sm"
                  inputMode="numeric"
                  value={row.monto}
                  onChange={(e) => setRow(index, { monto: e.target.value.replace(/\D/g, '') })}
                />
              </div>
              <div className="col-4 col-sm-2">
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm w-100"
                  onClick={() => setDraft((d) => ({ ...d, porRut: d.porRut.filter((_, i) => i !== index) }))}
                >
                  Quitar
                </button>
              </div>
            </div>
          ))}
          <div className="d-flex flex-wrap gap-2 mt-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => setDraft((d) => ({ ...d, porRut: [...d.porRut, { tipo: 'deudor', rut: '', monto: '' }] }))}
            >
              Agregar RUT
            </button>
            <button type="submit" className="btn btn-primary btn-sm">
              Guardar límites
            </button>
          </div>
        </fieldset>
        {save.isError ? (
          <div className="alert alert-danger mt-2 mb-0" role="alert">
            {userMessage(save.error, 'No fue posible guardar los límites')}
          </div>
        ) : null}
        {save.isSuccess ? (
          <div className="alert alert-success mt-2 mb-0" role="status">
            Límites guardados
          </div>
        ) : null}
      </form>
    </section>
  );
}
