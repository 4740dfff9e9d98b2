import { useState } from 'react';
import { countText } from '@domain/es-cl-format';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useDeudor } from '../api/get-deudor';
import { useNotificar } from '../api/notifica-cesion-o-recesion';
import { initialSelection, notNotificableReason, prefillEmails, type DeudorGroup } from '../model/notificacion-groups';
import { checkNotificacion, toDocumentoInput } from '../model/notificacion-request';
import { EmailsInput } from './emails-input';
import { NotificacionDocuments } from './notificacion-documents';

interface DeudorCardProps {
  group: DeudorGroup;
  tipo: TipoNotificacion;
  rutFactoring: string;
}

/**
 * One debtor's card on the notifications screen (core-platform §2, §4, §5, §8): header with the debtor and how many of
 * its documents are notified; the checkbox table (emisor, folio and type, the assignee for recesion, due date, assigned
 * and document amounts, Notificado tick or cross; documents that cannot be notified are not selectable and say why);
 * the multi-e-mail input prefilled with the e-mails the factoring keeps for the debtor (deudor query) and the SII's
 * emailsDeudores; Notificar, checked as the server checks ('Debe elegir por lo menos un documento!', 'Error al
 * notificar!'). The server's answer shows as a toast; refused documents stay listed under the button.
 */
export function DeudorCard({ group, tipo, rutFactoring }: DeudorCardProps) {
  const toast = useToast();
  const deudor = useDeudor(rutFactoring, group.deudor.rut);
  const notificar = useNotificar(rutFactoring, tipo, group.deudor.rut);
  const [selected, setSelected] = useState(() => initialSelection(group.cesiones, tipo));
  // What the user typed or removed; until then the input shows the kept and the SII's addresses, derived on render: an
  // effect copying them into state made one more render per card, and a page of many debtors whose kept addresses
  // arrived together chained them past React's update limit (error #185).
  const [editedEmails, setEmails] = useState<string[] | null>(null);
  const emails = editedEmails ?? (deudor.isPending ? null : prefillEmails(deudor.data?.emails ?? [], group.emailsSii));
  const [draft, setDraft] = useState('');
  const [rechazos, setRechazos] = useState<string[]>([]);

  const selectable = group.cesiones.filter((c) => notNotificableReason(c, tipo) === null);
  const notificados = group.cesiones.filter((c) => c.deudorNotificado === 1).length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    const chosen = group.cesiones.filter((c) => selected.has(c.id));
    const check = checkNotificacion(chosen, [...(emails ?? []), draft]);
    if ('error' in check) {
      toast('error', check.error);
      return;
    }
    try {
      const resultado = await notificar.mutateAsync({ emails: check.emails, documentos: chosen.map(toDocumentoInput) });
      setRechazos(resultado.rechazados.map((r) => `Folio ${r.folio} de ${displayRut(r.rutEmisor)}: ${r.motivo}`));
      toast(resultado.success ? 'success' : 'error', resultado.body);
      if (resultado.notificados > 0) {
        const refused = new Set(resultado.rechazados.map((r) => `${r.rutEmisor}#${r.tipo}#${r.folio}`));
        setSelected(
          new Set(chosen.filter((c) => refused.has(`${c.emisor.rut}#${c.tipo}#${c.folio}`)).map((c) => c.id)),
        );
        setEmails(check.emails);
        setDraft('');
      }
    } catch (error) {
      toast('error', `Error al notificar! ${(error as Error).message}`);
    }
  };

  const inputId = `emails-${tipo}-${group.deudor.rut}`;
  return (
    <section
      className="card mb-3"
      data-testid="deudor-card"
      data-rut={group.deudor.rut}
      aria-label={group.deudor.razonSocial}
      aria-busy={emails === null}
    >
      <div className="card-header d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 className="h6 mb-0">{group.deudor.razonSocial}</h2>
          <div className="small text-muted">{displayRut(group.deudor.rut)}</div>
        </div>
        <div className="text-end small">
          <div data-testid="deudor-count">{countText(group.cesiones.length, 'documento', 'documentos')}</div>
          <div className={notificados > 0 ? 'text-success' : 'text-muted'} data-testid="deudor-notificados">
            {countText(notificados, 'notificado', 'notificados')}
          </div>
        </div>
      </div>
      <div className="card-body p-0">
        <NotificacionDocuments
          cesiones={group.cesiones}
          tipo={tipo}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(select) => setSelected(new Set(select ? selectable.map((c) => c.id) : []))}
        />
      </div>
      <div className="card-footer">
        <div className="row g-2 align-items-end">
          <div className="col-12 col-lg">
            <EmailsInput
              id={inputId}
              label="Emails del deudor"
              emails={emails ?? []}
              onChange={setEmails}
              draft={draft}
              onDraft={setDraft}
            />
          </div>
          <div className="col-12 col-lg-auto">
            <button
              type="button"
              className="btn btn-primary"
              disabled={notificar.isPending || emails === null}
              onClick={() => void submit()}
            >
              {notificar.isPending ? 'Notificando...' : 'Notificar'}
            </button>
          </div>
        </div>
        {rechazos.length > 0 ? (
          <ul className="small text-danger mb-0 mt-2" data-testid="notificacion-rechazos">
            {rechazos.map((rechazo) => (
              <li key={rechazo}>{rechazo}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
