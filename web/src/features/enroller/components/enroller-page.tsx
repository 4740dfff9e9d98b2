import { useEffect, useState, type FormEvent } from 'react';
import { enrollProblem } from '@domain/credentials/credential-forms';
import { DashboardBreadcrumb } from '@web/components/ui/dashboard-breadcrumb';
import { RutField } from '@web/components/ui/rut-field';
import { TextField } from '@web/components/ui/text-field';
import { useEnrollClient } from '../api/enroll-client';

/** client-radar.md §9: the enroller's message clears after 5 s. */
const ENROLL_MESSAGE_MS = 5_000;

interface EnrollerPageProps {
  rutFactoring: string;
  /** The user holds registrarCliente (core-platform §6); the server checks it again. */
  allowed: boolean;
}

/**
 * '/enrolador', the company enroller (client-radar.md §2, §5, §8, §9): 'Registrar Nueva Empresa' with the company's
 * RUT and its SII clave for the selected factoring. The form rules run first ('RUT y contraseña son obligatorios.',
 * 'RUT no es válido.'); the server logs in to the SII with the clave and answers success or the reason (a wrong clave:
 * 'La password del SII es incorrecta...'). The message clears after 5 s; the clave field empties after sending.
 */
export function EnrollerPage({ rutFactoring, allowed }: EnrollerPageProps) {
  const enroll = useEnrollClient(rutFactoring);
  const [rut, setRut] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), ENROLL_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene el permiso para registrar empresas.
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = enrollProblem({ rut, password });
    if (problem) {
      setMessage({ kind: 'danger', text: problem });
      return;
    }
    setMessage(null);
    try {
      const answer = await enroll.mutateAsync({ rut: rut.trim(), password });
      setMessage({ kind: answer.success ? 'success' : 'danger', text: answer.message });
      if (answer.success) setRut('');
    } catch (error) {
      // enrollClient always fails with a message for the user (the server's, or the spec's fallback).
      setMessage({ kind: 'danger', text: (error as Error).message });
    } finally {
      setPassword('');
    }
  };

  return (
    <section>
      <DashboardBreadcrumb current="Enrolador" />
      <h1 className="h4 mb-3">Registrar Nueva Empresa</h1>
      <div className="card" style={{ maxWidth: 560 }}>
        <div className="card-body">
          <p className="text-muted small">
            Ingrese el RUT de la empresa cliente y su clave del SII. La clave se verifica con el SII antes de guardarse
            y se almacena cifrada.
          </p>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <RutField id="enrolador-rut" label="RUT de la empresa" value={rut} onValueChange={setRut} />
            <TextField
              id="enrolador-clave"
              label="Clave SII"
              type="password"
              value={password}
              onValueChange={setPassword}
              autoComplete="new-password"
            />
            <button type="submit" className="btn btn-primary" disabled={enroll.isPending}>
              {enroll.isPending ? 'Registrando...' : 'Registrar Empresa'}
            </button>
          </form>
          {message ? (
            <div
              className={`alert alert-${message.kind} mt-3 mb-0`}
              role={message.kind === 'danger' ? 'alert' : 'status'}
              data-testid="enrolador-mensaje"
            >
              {message.text}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
