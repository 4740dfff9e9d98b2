import type { ReactNode } from 'react';

/** The red alert (role alert) of a failure, shown only while there is one. */
export function ErrorAlert({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {error}
    </div>
  );
}
