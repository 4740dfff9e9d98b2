import { BulkAecDownloadPage } from '../../features/downloads/components/bulk-aec-download-page';
import { CompanyRoute } from './company-route';

/** '/descarga-masiva-aecs': the bulk AEC download for the factoring selected in the header (core-platform §2). */
export function BulkAecDownloadRoute() {
  return (
    <CompanyRoute
      path="/descarga-masiva-aecs"
      render={(rutFactoring) => <BulkAecDownloadPage rutFactoring={rutFactoring} />}
    />
  );
}
