import { useEffect, useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { usePreferenciasAlertas } from '../api/get-preferencias-alertas';
import { useUpdatePreferenciasAlertas } from '../api/update-preferencias-alertas';
import { CHANNEL_LABEL, type AlertChannel } from '../model/alerta';
import type { PreferenciaAlerta } from '@domain/wire/schema-types';

const CHANNELS: readonly AlertChannel[] = ['email', 'app', 'resumen'];

/** The toast after saving. */
export const PREFERENCIAS_GUARDADAS = 'Preferencias de alertas guardadas';

/**
 * '/alertas', 'Configurar alertas' (beyond the spec): for the selected factoring, one row per alert type
 * (claim, annulment, reduction, acceptance deadline) with the signed-in user's channels: Correo, En la aplicación,
 * Resumen diario. Types the user's permissions do not allow are shown disabled with the reason. 'Guardar' saves.
 */
export function AlertPreferencesPage({ rutFactoring }: { rutFactoring: string }) {
  const saved = usePreferenciasAlertas(rutFactoring);
  const save = useUpdatePreferenciasAlertas(rutFactoring);
  const toast = useToast();
  const [rows, setRows] = useState<PreferenciaAlerta[] | null>(null);

  useEffect(() => {
    if (saved.data) setRows(saved.data);
  }, [saved.data]);

  const toggle = (tipo: string, channel: AlertChannel) =>
    setRows(
      (current) => current?.map((row) => (row.tipo === tipo ? { ...row, [channel]: !row[channel] } : row)) ?? null,
    );

  const onSave = () => {
    if (!rows) return;
    save.mutate(rows, { onSuccess: () => toast('success', PREFERENCIAS_GUARDADAS) });
  };

  return (
    <section style={{ maxWidth: 820 }}>
      <h1 className="h4 mb-2">Configurar alertas</h1>
      <p className="text-muted">
        Elija cómo quiere enterarse cuando un documento cedido a su factoring es reclamado, anulado o rebajado, o cuando
        le quedan dos días del plazo de aceptación. El resumen diario llega por correo cada mañana con las alertas del
        día anterior.
      </p>
      {saved.isPending ? <Spinner /> : null}
      {saved.isError ? (
        <div className="alert alert-danger" role="alert">
          {userMessage(saved.error, 'No fue posible cargar sus preferencias de alertas.')}
        </div>
      ) : null}
      {rows ? (
        <div className="card">
          <div className="table-responsive">
            <table className="table align-middle mb-0" data-testid="alert-preferences">
              <thead>
                <tr>
                  <th scope="col">Alerta</th>
                  {CHANNELS.map((channel) => (
                    <th key={channel} scope="col" className="text-center">
                      {CHANNEL_LABEL[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.tipo} className={row.permitido ? '' : 'text-muted'}>
                    <td>
                      {row.etiqueta}
                      {row.permitido ? null : <div className="small">Su usuario no tiene este aviso habilitado.</div>}
                    </td>
                    {CHANNELS.map((channel) => (
                      <td key={channel} className="text-center">
                        <input
                          type="checkbox"
                          className="form-check-input"
                          aria-label={`${row.etiqueta}: ${CHANNEL_LABEL[channel]}`}
                          checked={row[channel]}
                          disabled={!row.permitido}
                          onChange={() => toggle(row.tipo, channel)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="card-footer d-flex align-items-center gap-3">
            <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={onSave}>
              Guardar
            </button>
            {save.isError ? (
              <span className="text-danger small" role="alert">
                {userMessage(save.error, 'No fue posible guardar sus preferencias de alertas.')}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
