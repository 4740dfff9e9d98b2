/** The panel of a tab that is not built yet: says so instead of an empty page. */
export function UnderConstruction({ label }: { label: string }) {
  return (
    <div className="alert alert-secondary" role="status" data-testid="tab-under-construction">
      <div className="fw-semibold">En construcción</div>
      La pestaña {label} estará disponible próximamente.
    </div>
  );
}
