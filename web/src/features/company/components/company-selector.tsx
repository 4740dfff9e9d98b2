import { displayRut } from '@web/lib/format';
import { useSelectedCompany } from '@web/lib/company/company-context';

/**
 * Header company block (core-platform §2 "Shell"): a selector when the user has more than one
 * factoring, otherwise the company name and formatted rut.
 */
export function CompanySelector() {
  const { empresas, selected, select } = useSelectedCompany();
  if (!selected) return null;
  if (empresas.length > 1) {
    return (
      <div className="d-flex align-items-center gap-2">
        <label htmlFor="company-selector" className="form-label mb-0 small text-nowrap">
          Empresa
        </label>
        <select
          id="company-selector"
          className="form-select form-select-sm"
          value={selected.rut}
          onChange={(e) => select(e.target.value)}
        >
          {empresas.map((empresa) => (
            <option key={empresa.rut} value={empresa.rut}>
              {empresa.razonSocial} ({displayRut(empresa.rut)})
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="small lh-sm" data-testid="company-name">
      <div className="fw-semibold text-truncate" title={selected.razonSocial}>
        {selected.razonSocial}
      </div>
      <div className="text-muted">{displayRut(selected.rut)}</div>
    </div>
  );
}
