import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../lib/use-url-params';
import type { ControlledSorting } from './use-data-table';

/** Separates a column id from its direction in the address: `monto.desc`, `razonSocial.asc`. */
const DIRECTION = /^(.+)\.(asc|desc)$/;

/**
 * The sort of a table kept in the address parameter `param` (`?{param}=monto.desc`), so a reload or a shared link
 * sorts the same; for useDataTable's `sorting`. No parameter, or one not of that shape, is the API order. The sort is
 * the same array until the parameter changes: the table's rows, and what depends on them, are not rebuilt meanwhile.
 */
export function useUrlSorting(param: string): ControlledSorting {
  const [params, patch] = useUrlParams();
  const raw = params.get(param) ?? '';
  const value = useMemo<SortingState>(() => {
    const match = DIRECTION.exec(raw);
    return match ? [{ id: match[1]!, desc: match[2] === 'desc' }] : [];
  }, [raw]);
  const onChange = useCallback(
    (next: SortingState) => {
      const [first] = next;
      patch({ [param]: first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : null });
    },
    [patch, param],
  );
  return useMemo(() => ({ value, onChange }), [value, onChange]);
}
