/** Bootstrap spinner with an accessible label (default 'Cargando...'). */
export function Spinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center my-4">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  );
}
