import { useMemo } from 'react';
import { PAGE_PARAM, pageAddress, pageFromAddress } from '../../lib/url-page';
import { useUrlParams } from '../../lib/use-url-params';
import type { ControlledPaging } from './use-paging';

/**
 * The page of a list kept in the address (`?pagina=2`, url-page.ts), so a reload or a shared link shows the same page;
 * for usePaging's or useDataTable's `paging`. `key` names a second list's own parameter on a screen whose main list
 * holds `pagina`. The screen's filters clear the parameter when they change the rows.
 */
export function useUrlPaging(key = PAGE_PARAM): ControlledPaging {
  const [params, patch] = useUrlParams();
  const value = pageFromAddress(params, key);
  return useMemo(() => ({ value, onChange: (page: number) => patch(pageAddress(page, key)) }), [value, patch, key]);
}
