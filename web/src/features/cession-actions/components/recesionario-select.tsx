import { displayRut } from '@web/lib/format';
import { useFactoringsToGive } from '@web/lib/recesionarios/get-factorings-to-give';

interface RecesionarioSelectProps {
  rutFactoring: string;
  /** The chosen recessionary's rut, '' when none. */
  value: string;
  onChange: (rut: string) => void;
}

/**
 * The recessionary dropdown of the mass cession screens (core-platform §2 "Pick a factoring (recesionario) from a
 * dropdown"): the factoring's recessionaries from factoringsToGive, by razón social and rut; a hint pointing to
 * /re-cesionarios when it has none, and the error when they cannot be read.
 */
export function RecesionarioSelect({ rutFactoring, value, onChange }: RecesionarioSelectProps) {
  const query = useFactoringsToGive(rutFactoring);
  const recesionarios = query.data ?? [];
  return (
    <div className="mb-3" style={{ maxWidth: 520 }}>
      <label htmlFor="recesionario" className="form-label">
        Factoring
      </label>
      <select
        id="recesionario"
        className="form-select"
        value={value}
        disabled={query.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{query.isPending ? 'Cargando...' : 'Seleccione un factoring'}</option>
        {recesionarios.map((recesionario) => (
          <option key={recesionario.rut} value={recesionario.rut}>
            {recesionario.razonSocial} ({displayRut(recesionario.rut)})
          </option>
        ))}
      </select>
      {query.isError ? (
        <div className="form-text text-danger">No fue posible cargar los recesionarios: {query.error.message}</div>
      ) : null}
      {query.isSuccess && recesionarios.length === 0 ? (
        <div className="form-text">No hay recesionarios registrados; agréguelos en Re-Cesionarios.</div>
      ) : null}
    </div>
  );
}
