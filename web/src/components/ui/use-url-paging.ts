import { useMemo } from 'react';
import { pageAddress, pageFromAddress } from '../../lib/url-page';
import { useUrlParams } from '../../lib/use-url-params';
import type { ControlledPaging } from './use-paging';

/**
 * The page of a list kept in the address (`?pagina=2`, url-page.ts), so a reload or a shared link shows the same page;
 * for usePaging's or useDataTable's `paging`. The screen's filters clear the parameter when they change the rows.
 */
export function useUrlPaging(): ControlledPaging {
  const [params, patch] = useUrlParams();
  const value = pageFromAddress(params);
  return useMemo(() => ({ value, onChange: (page: number) => patch(pageAddress(page)) }), [value, patch]);
}
