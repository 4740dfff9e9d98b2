/** Stand-in for a screen that is not built yet: its title and 'En construcción'. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div data-testid="placeholder">
      <h1 className="h4">{title}</h1>
      <p className="text-muted">En construcción</p>
    </div>
  );
}
