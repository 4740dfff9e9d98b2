import type { ClientCompany } from '@web/localdb/client-list/client-company';
import type { ColumnValues } from '@domain/dashboard-columns/column-values';

/** A row of the client list: the company and the values of its KPI and calculated columns. */
export interface ClientRow extends ClientCompany {
  values: ColumnValues;
}
