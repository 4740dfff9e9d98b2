import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { toCessionSearch, type CessionSearch, type SearchForm as SearchFormValues } from '../model/search-criteria';

/** The form's fields in screen order (core-platform §2 'Criterios de búsqueda'). */
const FIELDS: ReadonlyArray<{
  field: keyof SearchFormValues;
  id: string;
  label: string;
  type?: string;
  placeholder?: string;
  inputMode?: 'numeric';
}> = [
  { field: 'fechaInicio', id: 'search-desde', label: 'Desde', type: 'date' },
  { field: 'fechaTermino', id: 'search-hasta', label: 'Hasta', type: 'date' },
  { field: 'rut', id: 'search-rut', label: 'Rut', placeholder: '12345678-9' },
  { field: 'folio', id: 'search-folio', label: 'Folio', inputMode: 'numeric' },
];

interface SearchFormProps {
  initial: SearchFormValues;
  onSearch: (search: CessionSearch) => void;
}

/**
 * The 'Criterios de búsqueda' form of core-platform §2: Desde, Hasta, Rut, Folio and 'Filtrar'.
 * The window rule (31 days, 93 with rut or folio) and the rut/folio shape are checked before searching.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function set(field: keyof SearchFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toCessionSearch(values);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onSearch(result.search);
  }

  return (
    <form className="card mb-3" onSubmit={submit} noValidate aria-labelledby="search-title">
      <div className="card-body">
        <h2 id="search-title" className="h6 card-title">
          Criterios de búsqueda
        </h2>
        <div className="row g-2 align-items-end">
          {FIELDS.map(({ field, id, label, ...input }) => (
            <TextField
              key={id}
              id={id}
              label={label}
              className="col-6 col-md-3 col-lg-2"
              value={values[field]}
              onValueChange={(value) => set(field, value)}
              {...input}
            />
          ))}
          <div className="col-12 col-lg-2">
            <button type="submit" className="btn btn-primary w-100">
              Filtrar
            </button>
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
