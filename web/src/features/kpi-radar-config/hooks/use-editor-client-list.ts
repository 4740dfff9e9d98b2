import { useMemo } from 'react';
import { useClientList } from '@web/localdb/client-list/get-client-list';
import { kpiValuesOf } from '@web/localdb/client-list/kpi-values';
import { editorMonths } from '../model/editor-months';

/**
 * The factoring's client list as the editor needs it, read once over the preview's and the backtest's months
 * together ({@link editorMonths}): the list for the backtest and each client's KPI values over the preview's months.
 * @returns months; list (the query: data undefined while it loads, isError when the file failed); values KPI id ->
 *   one value per client over the preview's months, null until the list is read.
 */
export function useEditorClientList(rutFactoring: string) {
  const months = useMemo(() => editorMonths(new Date()), []);
  const list = useClientList(rutFactoring, months.read);
  const values = useMemo(() => (list.data ? kpiValuesOf(list.data, months.preview) : null), [list.data, months]);
  return { months, list, values };
}
