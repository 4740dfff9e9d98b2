import { useState } from 'react';
import { checkConsultaForm } from '@domain/consulta-previa/folio-range';
import { TIPOS_CONSULTA } from '@domain/consulta-previa/limits';
import { ERROR_CONSULTA } from '@domain/consulta-previa/messages';
import { dteTypeName } from '@domain/dte-types';
import { normalizeRut } from '@domain/rut';
import { Spinner } from '@web/components/ui/spinner';
import { RutField } from '@web/components/ui/rut-field';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useConsultaPrevia } from '../hooks/use-consulta-previa';
import { ResultsTable } from './results-table';
import { SelectField } from '@web/components/ui/select-field';

/**
 * The Single tab (core-platform §2, §5): rut emisor, document type (33, 34, 46), folios ('1,2,5-8', at most 10),
 * instructions and Filtrar; the form is checked with the messages of §5 before anything is sent, and the answer is
 * shown in {@link ResultsTable}. A failed request shows 'Ocurrio un error en el envío! Intente nuevamente' (§8), or
 * the server's own message for a refused request.
 */
export function SingleTab({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const [rut, setRut] = useState('');
  const [tipo, setTipo] = useState('');
  const [rango, setRango] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const consulta = useConsultaPrevia(rutFactoring);

  const filtrar = () => {
    const checked = checkConsultaForm({ rut, tipo, rango });
    if (!checked.ok) {
      setProblem(checked.message);
      toast('error', checked.message);
      return;
    }
    setProblem(null);
    consulta.mutate(
      { rut: normalizeRut(rut), tipo: Number(tipo), rango },
      { onError: (error) => toast('error', userMessage(error, ERROR_CONSULTA)) },
    );
  };

  return (
    <div>
      <p className="text-muted small">
        Ingrese el rut del emisor, el tipo de documento y los folios a consultar: separados por coma, y con un guion
        para folios consecutivos (por ejemplo 1,2,5-8). Se consultan hasta 10 folios a la vez en el registro de cesiones
        y en el registro de aceptación y reclamos del SII.
      </p>
      <form
        className="row g-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          filtrar();
        }}
        noValidate
      >
        <RutField id="consulta-rut" label="Rut emisor" value={rut} onValueChange={setRut} className="col-12 col-md-3" />
        <SelectField
          id="consulta-tipo"
          label="Tipo de documento"
          value={tipo}
          onValueChange={setTipo}
          className="col-12 col-md-3"
        >
          <option value="">Seleccione…</option>
          {TIPOS_CONSULTA.map((code) => (
            <option key={code} value={code}>
              {code} {dteTypeName(code)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="consulta-folios"
          label="Folios"
          value={rango}
          onValueChange={setRango}
          placeholder="1,2,5-8"
          className="col-12 col-md-4"
        />
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-primary w-100" disabled={consulta.isPending}>
            Filtrar
          </button>
        </div>
      </form>
      {problem ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {problem}
        </div>
      ) : null}
      {consulta.isPending ? <Spinner /> : null}
      {consulta.isError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {userMessage(consulta.error, ERROR_CONSULTA)}
        </div>
      ) : null}
      {consulta.data ? <ResultsTable key={consulta.submittedAt} rows={consulta.data} /> : null}
    </div>
  );
}
