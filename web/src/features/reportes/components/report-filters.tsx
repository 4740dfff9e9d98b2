import { memo, useState, type FormEvent } from 'react';
import type { PartyFigures } from '@domain/reportes/report-figures';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { displayRut } from '@web/lib/format';
import type { ReportParams } from '@domain/reportes/report-selection';

interface ReportFiltersProps {
  params: ReportParams;
  /** The period's cedentes and debtors before the filters: the choices. */
  cedentes: readonly PartyFigures[];
  deudores: readonly PartyFigures[];
  /** The client list's executives (e-mails); null without the executives' view. */
  ejecutivos: readonly string[] | null;
  onApply: (params: ReportParams) => void;
}

const PARTY_FILTERS = [
  { key: 'cedente', label: 'Cedente' },
  { key: 'deudor', label: 'Deudor' },
] as const;

const option = (p: PartyFigures) => (
  <option key={p.rut} value={p.rut}>
    {p.razonSocial ? `${p.razonSocial} (${displayRut(p.rut)})` : displayRut(p.rut)}
  </option>
);

/**
 * The report's filters: the period (Desde and Hasta months) applied with 'Filtrar', the cedente, debtor and (with the
 * executives' view) executive at once; all of them live in the address, so a reload keeps them.
 */
export const ReportFilters = memo(function ReportFilters({
  params,
  cedentes,
  deudores,
  ejecutivos,
  onApply,
}: ReportFiltersProps) {
  const [desde, setDesde] = useState(params.desde);
  const [hasta, setHasta] = useState(params.hasta);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...params, desde, hasta });
  };
  // A filter on a party the period does not hold still shows, so it can be removed.
  const withCurrent = (parties: readonly PartyFigures[], rut: string) =>
    rut && !parties.some((p) => p.rut === rut) ? [{ rut, razonSocial: '' } as PartyFigures, ...parties] : parties;
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label="Filtros del reporte">
      <TextField
        id="reporte-desde"
        label="Desde"
        type="month"
        value={desde}
        onValueChange={setDesde}
        className="col-6 col-md-2"
        required
      />
      <TextField
        id="reporte-hasta"
        label="Hasta"
        type="month"
        value={hasta}
        onValueChange={setHasta}
        className="col-6 col-md-2"
        required
      />
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-primary w-100">
          Filtrar
        </button>
      </div>
      {PARTY_FILTERS.map(({ key, label }) => (
        <SelectField
          key={key}
          id={`reporte-${key}`}
          label={label}
          value={params[key]}
          onValueChange={(rut) => onApply({ ...params, [key]: rut })}
          className="col-12 col-md-3"
        >
          <option value="">Todos</option>
          {withCurrent(key === 'cedente' ? cedentes : deudores, params[key]).map(option)}
        </SelectField>
      ))}
      {ejecutivos ? (
        <SelectField
          id="reporte-ejecutivo"
          label="Ejecutivo"
          value={params.ejecutivo}
          onValueChange={(ejecutivo) => onApply({ ...params, ejecutivo })}
          className="col-12 col-md-3"
        >
          <option value="">Todos</option>
          {(params.ejecutivo && !ejecutivos.includes(params.ejecutivo)
            ? [params.ejecutivo, ...ejecutivos]
            : ejecutivos
          ).map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </SelectField>
      ) : null}
    </form>
  );
});
