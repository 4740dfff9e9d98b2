import { useState, type FormEvent } from 'react';
import { DateField } from '@web/components/ui/date-field';
import { TextField } from '@web/components/ui/text-field';
import {
  DEFAULT_EXTENDED_FIELDS,
  TIPOS_FECHA,
  toExtendedCriteria,
  type ExtendedCriteria,
  type ExtendedFields,
  type TipoFecha,
} from '../../lib/cessions/extended-search';
import {
  toCessionSearch,
  type CessionSearch,
  type SearchForm as SearchFormValues,
} from '../../lib/cessions/search-criteria';

/** The date fields, then the text fields, in screen order (core-platform §2 'Criterios de búsqueda'). */
const DATE_FIELDS = [
  { field: 'fechaInicio', id: 'search-desde', label: 'Desde' },
  { field: 'fechaTermino', id: 'search-hasta', label: 'Hasta' },
] as const satisfies ReadonlyArray<{ field: keyof SearchFormValues; id: string; label: string }>;
const FIELDS: ReadonlyArray<{
  field: keyof SearchFormValues;
  id: string;
  label: string;
  placeholder?: string;
  inputMode?: 'numeric';
}> = [
  { field: 'rut', id: 'search-rut', label: 'Rut', placeholder: '12345678-9' },
  { field: 'folio', id: 'search-folio', label: 'Folio', inputMode: 'numeric' },
];

const FIELD_COLUMN = 'col-6 col-md-3 col-lg-2';

interface SearchFormProps {
  initial: SearchFormValues;
  /** The extended fields' starting values (Fecha Cesión and no amount bounds when absent). */
  initialExtended?: ExtendedFields | null;
  /** Called with the checked search, and the extended criteria when the extended form is shown (else null). */
  onSearch: (search: CessionSearch, extended: ExtendedCriteria | null) => void;
  /** Called when the form refuses its values (the warning shows): the screen stops showing the last results. */
  onRefused?: () => void;
  /** The Rut field is 'Rut o Razón Social' and also takes a name (owed screen, core-platform §2). */
  rutOrRazonSocial?: boolean;
  /** Shows the extended acquired fields; Tipo Fecha is disabled unless tipoFechaHabilitado. */
  extended?: { tipoFechaHabilitado: boolean };
  /**
   * The last search is accepted but the screen still shows the rows it had: 'Filtrar' carries a spinner and the
   * form's status says 'Cargando...' until the new answer is drawn.
   */
  busy?: boolean;
}

/**
 * The 'Criterios de búsqueda' form of core-platform §2: Desde, Hasta, Rut (or 'Rut o Razón Social'), Folio and
 * 'Filtrar'; the extended variant adds Tipo Fecha (Fecha Cesión, Fecha Emisión, Fecha Vencimiento), Monto Desde
 * and Monto Hasta. The window rule (31 days, 93 with rut or folio: 'El rango de fechas no puede ser mayor a
 * 3 meses.'), the rut/folio shape and the amounts are checked before searching.
 */
export function SearchForm({
  initial,
  initialExtended,
  onSearch,
  onRefused,
  rutOrRazonSocial = false,
  extended,
  busy = false,
}: SearchFormProps) {
  const [values, setValues] = useState(initial);
  const [extra, setExtra] = useState<ExtendedFields>(initialExtended ?? DEFAULT_EXTENDED_FIELDS);
  const [error, setError] = useState<string | null>(null);

  function set(field: keyof SearchFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toCessionSearch(values, { razonSocial: rutOrRazonSocial });
    if ('error' in result) {
      setError(result.error);
      onRefused?.();
      return;
    }
    const criteria = extended
      ? toExtendedCriteria(extended.tipoFechaHabilitado ? extra : { ...extra, tipoFecha: 'cesion' })
      : null;
    if (criteria && 'error' in criteria) {
      setError(criteria.error);
      onRefused?.();
      return;
    }
    setError(null);
    onSearch(result.search, criteria ? criteria.criteria : null);
  }

  return (
    <form className="card mb-3" onSubmit={submit} noValidate aria-labelledby="search-title">
      <div className="card-body">
        <h2 id="search-title" className="h6 card-title">
          Criterios de búsqueda
        </h2>
        <div className="row g-2 align-items-end">
          {extended ? (
            <div className={FIELD_COLUMN}>
              <label htmlFor="search-tipo-fecha" className="form-label">
                Tipo Fecha
              </label>
              <select
                id="search-tipo-fecha"
                className="form-select"
                value={extended.tipoFechaHabilitado ? extra.tipoFecha : 'cesion'}
                disabled={!extended.tipoFechaHabilitado}
                onChange={(e) => setExtra((current) => ({ ...current, tipoFecha: e.target.value as TipoFecha }))}
              >
                {TIPOS_FECHA.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {DATE_FIELDS.map(({ field, id, label }) => (
            <DateField
              key={id}
              id={id}
              label={label}
              className={FIELD_COLUMN}
              value={values[field]}
              onValueChange={(value) => set(field, value)}
            />
          ))}
          {FIELDS.map(({ field, id, label, ...input }) => (
            <TextField
              key={id}
              id={id}
              label={field === 'rut' && rutOrRazonSocial ? 'Rut o Razón Social' : label}
              className={FIELD_COLUMN}
              value={values[field]}
              onValueChange={(value) => set(field, value)}
              {...input}
            />
          ))}
          {extended
            ? (['montoDesde', 'montoHasta'] as const).map((field) => (
                <TextField
                  key={field}
                  id={`search-${field}`}
                  label={field === 'montoDesde' ? 'Monto Desde' : 'Monto Hasta'}
                  className={FIELD_COLUMN}
                  inputMode="numeric"
                  value={extra[field]}
                  onValueChange={(value) => setExtra((current) => ({ ...current, [field]: value }))}
                />
              ))
            : null}
          <div className="col-12 col-lg-2">
            <button type="submit" className="btn btn-primary w-100">
              {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              Filtrar
            </button>
            <span className="visually-hidden" role="status">
              {busy ? 'Cargando...' : ''}
            </span>
          </div>
        </div>
        {error ? (
          <div className="alert alert-warning mt-3 mb-0" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </form>
  );
}
