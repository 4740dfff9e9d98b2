import { vatHistoryView } from '@domain/client-db/views/vat-history-view';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import type { DetailClient } from '../model/detail-client';
import { TaxFolderCard } from './tax-folder-card';
import { VatHistoryCards } from './vat-history-cards';
import { VatMonthlyChart } from './vat-monthly-chart';

/**
 * The Carpeta Tributaria tab (client-detail.md §2): three cards side by side (stacked on narrow screens), the tax
 * folder PDF from the server and the IVA history with its detail from the client's local database; below them the
 * monthly IVA of the client's RCV over the sticky bar's range (the F29 history keeps every period: it is the tax
 * record, not a chart of the range).
 */
export function CarpetaTributariaTab({ client, range }: { client: DetailClient; range: DetailDateRange }) {
  const history = useLocalView('carpeta:ivaHistory', null, vatHistoryView);
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-4">
        <TaxFolderCard client={client} />
      </div>
      {history.error !== null ? (
        <div className="col-12 col-xl-8">
          <ErrorAlert error={history.error} />
        </div>
      ) : (
        <VatHistoryCards rows={history.data} />
      )}
      <div className="col-12">
        <VatMonthlyChart range={range} />
      </div>
    </div>
  );
}
