import type { RecesionarioField, RecesionarioFields as Fields } from '@domain/recesionario';
import { RutField } from '@web/components/ui/rut-field';
import { TextField } from '@web/components/ui/text-field';

interface RecesionarioFieldsProps {
  /** Prefix of the inputs' ids, unique on the page (the add form and the edit modal can both be mounted). */
  idPrefix: string;
  fields: Fields;
  problems: Partial<Record<RecesionarioField, string>>;
  onChange: (field: RecesionarioField, value: string) => void;
  /** The edit modal shows the RUT read-only (core-platform §2 'Editando Recesionario'). */
  rutReadOnly?: boolean;
  /** Bootstrap grid classes of each field. */
  columnClass: string;
}

/**
 * The four fields of the recessionary form (core-platform §2: rut, razonSocial, direccion, email) with their messages.
 */
export function RecesionarioFields({
  idPrefix,
  fields,
  problems,
  onChange,
  rutReadOnly = false,
  columnClass,
}: RecesionarioFieldsProps) {
  return (
    <div className="row g-3">
      <RutField
        id={`${idPrefix}-rut`}
        label="Rut"
        className={columnClass}
        value={fields.rut}
        onValueChange={(value) => onChange('rut', value)}
        error={problems.rut}
        readOnly={rutReadOnly}
      />
      <TextField
        id={`${idPrefix}-razon-social`}
        label="Razón social"
        className={columnClass}
        value={fields.razonSocial}
        onValueChange={(value) => onChange('razonSocial', value)}
        error={problems.razonSocial}
        maxLength={100}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-direccion`}
        label="Dirección"
        className={columnClass}
        value={fields.direccion}
        onValueChange={(value) => onChange('direccion', value)}
        error={problems.direccion}
        maxLength={80}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        className={columnClass}
        value={fields.email}
        onValueChange={(value) => onChange('email', value)}
        error={problems.email}
        maxLength={80}
        autoComplete="off"
      />
    </div>
  );
}
