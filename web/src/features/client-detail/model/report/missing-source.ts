import { formatFecha } from '@domain/es-cl-format';
import type { TextBlock } from './report-types';

/**
 * The line of a server source that gave nothing for the report: 'Sin información de {fuente} al dd/MM/yyyy', after
 * `reason` (the tab's own message for the state, when there is one).
 * @param fuente as the sentence names it ('la TGR', 'Poder Judicial', 'constitución'); today 'yyyy-MM-dd' in Chile.
 */
export function missingSourceBlock(fuente: string, today: string, reason?: string): TextBlock {
  const line = `Sin información de ${fuente} al ${formatFecha(today)}`;
  return { kind: 'text', text: reason ? `${reason} ${line}.` : `${line}.`, muted: true };
}
