/**
 * Empty state of a cession screen (core-platform §2): the message and, by default, the hint to change the form and
 * press Filtrar.
 */
export function EmptyState({
  message,
  hint = 'Modifique los criterios de búsqueda y presione Filtrar.',
}: {
  message: string;
  hint?: string;
}) {
  return (
    <div className="text-center text-muted py-5" data-testid="empty-state">
      <p className="fs-5 mb-1">{message}</p>
      <p className="mb-0">{hint}</p>
    </div>
  );
}
