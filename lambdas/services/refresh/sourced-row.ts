import type { DocumentKey } from '@domain/document-key';
import type { PeriodCessionRow } from '@domain/period-types';
import type { SiiRole } from '@domain/sii-role';

/** A period row kept by the refresh, with the role it was asked for, the file it came from and its DTE. */
export interface SourcedRow {
  role: SiiRole;
  row: PeriodCessionRow;
  fileName: string;
  dte: DocumentKey;
}
