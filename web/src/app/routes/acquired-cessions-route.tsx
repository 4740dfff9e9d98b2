import { Spinner } from '../../components/ui/spinner';
import { useSelectedCompany } from '../../features/company/company-context';
import { CesionesAdquiridasPage } from '../../features/cessions/components/cesiones-adquiridas-page';

/** '/cesion-adquiridas': the acquired screen for the factoring selected in the header. */
export function AcquiredCessionsRoute() {
  const { selected, isLoading, error } = useSelectedCompany();
  if (selected) return <CesionesAdquiridasPage key={selected.rut} rutFactoring={selected.rut} />;
  if (isLoading) return <Spinner />;
  return (
    <div className="alert alert-warning" role="alert">
      {error ? error.message : 'No se ha seleccionado un factoring'}
    </div>
  );
}
