import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '@domain/trial-access';

interface AvailabilityGateProps<Key extends QueryKey> {
  /** The screen's check (its own endpoint), asked when the gate mounts. */
  check: UseQueryOptions<AvailabilityAnswer, Error, AvailabilityAnswer, Key>;
  /** The test id of the blocked message. */
  blockedTestId: string;
  children: ReactNode;
}

/**
 * The availability check in front of a paid screen (client-radar.md §2, §6: the judicial radar, the assistant):
 * 'Verificando permisos...' while it runs; when the factoring's trial has not begun (or has ended), the screen blurred
 * and disabled under the message.
 */
export function AvailabilityGate<Key extends QueryKey>({ check, blockedTestId, children }: AvailabilityGateProps<Key>) {
  const answer = useQuery(check);
  if (answer.isPending)
    return (
      <div className="text-muted" role="status">
        Verificando permisos...
      </div>
    );
  if (answer.data?.respuesta === 'available') return <>{children}</>;
  return (
    <div className="position-relative">
      <div className="alert alert-warning" role="alert" data-testid={blockedTestId}>
        {answer.data?.message ?? answer.error?.message}
      </div>
      <div aria-hidden="true" inert style={{ filter: 'blur(3px)', pointerEvents: 'none' }}>
        {children}
      </div>
    </div>
  );
}
