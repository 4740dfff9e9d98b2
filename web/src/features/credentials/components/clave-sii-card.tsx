import { useState } from 'react';
import { claveFormProblem } from '@domain/credentials/credential-forms';
import { RutField } from '@web/components/ui/rut-field';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { displayRut, formatDateTime } from '@web/lib/format';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { useClaveSiiFactoring } from '../api/get-clave-sii-factoring';
import { useGuardarClaveSiiFactoring } from '../api/guardar-clave-sii-factoring';
import { useCredentialSubmit } from '../hooks/use-credential-submit';

/**
 * 'Clave SII del usuario autorizado': the clave of the person the factoring authorized at the
 * SII, used for the registry's portal pages. The state of its last login (Activo, Error Password, Bloqueada) with its
 * date, and a form to enter it; the server logs in with it before storing it, so saving takes a few seconds.
 */
export function ClaveSiiCard({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const current = useClaveSiiFactoring(rutFactoring);
  const save = useGuardarClaveSiiFactoring(rutFactoring);
  const [rutUsuario, setRutUsuario] = useState('');
  const [clave, setClave] = useState('');
  const stored = current.data;
  const { error, onSubmit } = useCredentialSubmit(
    () => claveFormProblem({ rutUsuario, clave }),
    async () => {
      await save.mutateAsync({ rutUsuario: rutUsuario.trim(), clave });
      setClave('');
      toast('success', 'Clave SII guardada');
    },
  );

  return (
    <div className="card mb-3" data-testid="clave-sii-card">
      <div className="card-header">Clave SII del usuario autorizado</div>
      <div className="card-body">
        {stored ? (
          <p className="mb-3" data-testid="clave-sii-state">
            Usuario {displayRut(stored.rutUsuario)}: <EstadoBadge estado={stored.estado} />{' '}
            <span className="text-muted small">
              {stored.verificadaEn ? `verificada el ${formatDateTime(stored.verificadaEn)}` : 'sin verificar'}
            </span>
            {stored.mensaje ? <span className="d-block text-danger small">{stored.mensaje}</span> : null}
          </p>
        ) : (
          <p className="text-muted">No hay una clave SII registrada para el usuario autorizado.</p>
        )}
        <form onSubmit={onSubmit} noValidate className="row g-3 align-items-end">
          <RutField
            id="rut-usuario-sii"
            label="RUT usuario"
            className="col-md-4"
            value={rutUsuario}
            onValueChange={setRutUsuario}
          />
          <TextField
            id="clave-sii"
            label="Clave"
            type="password"
            className="col-md-4"
            value={clave}
            onValueChange={setClave}
            autoComplete="new-password"
          />
          <div className="col-md-4">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Verificando...' : 'Guardar clave'}
            </button>
          </div>
        </form>
        {error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="clave-sii-error">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
