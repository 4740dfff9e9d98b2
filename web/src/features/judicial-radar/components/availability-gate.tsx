import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { judicialAvailabilityQuery } from '../api/judicial-availability-query';

/**
 * The availability check in front of the judicial radar (client-radar.md §2, §6): 'Verificando permisos...' while it
 * runs; when the factoring's trial has not begun (or has ended), the screen blurred and disabled under the message.
 */
export function AvailabilityGate({ rutFactoring, children }: { rutFactoring: string; children: ReactNode }) {
  const { restUrl } = useRuntimeConfig();
  const check = useQuery(judicialAvailabilityQuery(restUrl, rutFactoring));
  if (check.isPending)
    return (
      <div className="text-muted" role="status">
        Verificando permisos...
      </div>
    );
  if (check.data?.respuesta === 'available') return <>{children}</>;
  return (
    <div className="position-relative">
      <div className="alert alert-warning" role="alert" data-testid="radar-judicial-bloqueado">
        {check.data?.message ?? check.error?.message}
      </div>
      <div aria-hidden="true" inert style={{ filter: 'blur(3px)', pointerEvents: 'none' }}>
        {children}
      </div>
    </div>
  );
}
