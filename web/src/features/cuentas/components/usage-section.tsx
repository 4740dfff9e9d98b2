import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { CUENTAS_MESSAGES } from '../model/messages';

/**
 * A usage card of 'Cuentas' titled `title` (its region's name): the spinner while `query` loads, its error message
 * ('No se pudo obtener el uso del mes' when the server gives none), then `children`.
 */
export function UsageSection({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error'>;
  children: ReactNode;
}) {
  return (
    <section className="card mt-3" aria-labelledby={id}>
      <h2 id={id} className="card-header h6 mb-0">
        {title}
      </h2>
      <div className="card-body">
        {query.isPending ? <Spinner /> : null}
        {query.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            {userMessage(query.error, CUENTAS_MESSAGES.usageFailed)}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
