import { useId, useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useDeudor } from '../api/get-deudor';
import { useUpdateDeudor } from '../api/update-deudor';
import { checkDeudorEmails } from '../model/deudor-emails-check';
import { EmailsInput } from './emails-input';

/** What the screen says once the addresses are stored. */
export const EMAILS_GUARDADOS = 'Emails del deudor actualizados';

/**
 * The e-mails the factoring keeps for one debtor (deudor query), editable as chips, and Guardar (updateDeudor): the
 * list is checked first as the server checks it ('Emails inválidos: …', at most 20), an empty list forgets them; the
 * answer shows as a toast. The notification cards read the stored list as their prefill.
 */
export function DeudorEmailsEditor({ rutFactoring, rut }: { rutFactoring: string; rut: string }) {
  const id = useId();
  const toast = useToast();
  const deudor = useDeudor(rutFactoring, rut);
  const update = useUpdateDeudor(rutFactoring);
  const [edited, setEdited] = useState<string[] | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (deudor.isPending) return <Spinner />;
  if (deudor.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {deudor.error.message}
      </div>
    );
  const emails = edited ?? deudor.data.emails;

  const save = async () => {
    const check = checkDeudorEmails(emails, draft);
    setError('error' in check ? check.error : null);
    if ('error' in check) return;
    try {
      const resultado = await update.mutateAsync({ rut, emails: check.emails });
      if (!resultado.success) {
        setError(resultado.body);
        return;
      }
      setEdited(check.emails);
      setDraft('');
      toast('success', EMAILS_GUARDADOS);
    } catch (thrown) {
      toast('error', (thrown as Error).message);
    }
  };

  return (
    <section className="card" aria-label={`Emails del deudor ${displayRut(rut)}`} data-testid="deudor-emails">
      <div className="card-body">
        <EmailsInput
          id={`${id}-emails`}
          label={`Emails del deudor ${displayRut(rut)}`}
          emails={emails}
          onChange={setEdited}
          draft={draft}
          onDraft={setDraft}
        />
        {error ? (
          <div className="text-danger small mt-2" role="alert" data-testid="deudor-emails-error">
            {error}
          </div>
        ) : null}
        <button type="button" className="btn btn-primary mt-3" disabled={update.isPending} onClick={() => void save()}>
          {update.isPending ? 'Guardando...' : 'Guardar'}
        </button>
      </div>
    </section>
  );
}
