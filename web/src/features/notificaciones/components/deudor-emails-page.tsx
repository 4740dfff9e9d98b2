import { useId, useState } from 'react';
import { RutField } from '@web/components/ui/rut-field';
import { checkDeudorRut } from '../model/deudor-emails-check';
import { DeudorEmailsEditor } from './deudor-emails-editor';

interface DeudorEmailsPageProps {
  rutFactoring: string;
  /** The user holds notificaciones (core-platform §6); the server checks it too. */
  allowed: boolean;
}

/**
 * '/emails-deudores' (core-platform §2 Notificaciones, §7 deudor and updateDeudor): the e-mails the factoring keeps for
 * each debtor, maintained on their own: a RUT is looked up ('Rut ingresado inválido' when it is not valid), then its
 * addresses are edited and stored (deudor-emails-editor.tsx).
 */
export function DeudorEmailsPage({ rutFactoring, allowed }: DeudorEmailsPageProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rut, setRut] = useState<string | null>(null);

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene permiso para editar los emails de deudores.
      </div>
    );
  }
  return (
    <div>
      <h1 className="h4 mb-3">Emails de Deudores</h1>
      <form
        className="d-flex flex-wrap align-items-start gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          const check = checkDeudorRut(text);
          setError('error' in check ? check.error : null);
          setRut('error' in check ? null : check.rut);
        }}
      >
        <RutField id={`${id}-rut`} label="RUT deudor" value={text} onValueChange={setText} error={error} className="" />
        <button type="submit" className="btn btn-outline-primary" style={{ marginTop: '2rem' }}>
          Buscar
        </button>
      </form>
      {rut ? <DeudorEmailsEditor key={rut} rutFactoring={rutFactoring} rut={rut} /> : null}
    </div>
  );
}
