/**
 * A warning listing the problems of individual rows (refused spreadsheet rows, documents left out of a zip); nothing
 * when empty.
 */
export function RowErrors({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status">
      <strong>{title}</strong>
      <ul className="mb-0">
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
