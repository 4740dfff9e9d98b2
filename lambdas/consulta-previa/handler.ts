import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import { systemScope } from '../access/system-scope';
import { CessionRepository } from '../store/cession-repository';
import type { ConsultaPreviaService } from '../services/consulta-previa/consulta-previa-service';
import { createConsultaPrevia } from '../services/consulta-previa/create-consulta-previa';
import type { ConsultaPreviaRequest } from '../services/consulta-previa/lambda-consulta-previa';
import { createRechazoDte } from '../services/rechazo-dte/create-rechazo-dte';
import { isRechazoDteRequest, type RechazoDteRequest } from '../services/rechazo-dte/lambda-rechazo-dte';
import type { RechazoDteService } from '../services/rechazo-dte/rechazo-dte-service';
import { observedHandler } from '../platform/observability';

let service: ConsultaPreviaService | undefined;
let rechazo: RechazoDteService | undefined;

/**
 * Lambda entry of the consulta-previa function: the prior consultation of lambdas/consulta-previa at the SII with the
 * factoring's certificate, opened here and nowhere else on the API side. Invoked only by the GraphQL and REST functions
 * (IAM), which check the tenant and the permission before calling.
 * The same function runs the debtor's claims of 'Rechazar Dte' (a {@link RechazoDteRequest}).
 * @returns one row (or claim result) per document, in input order.
 * @throws ZodError without configuration; the credential store's error when the certificate cannot be opened.
 */
async function handle(event: ConsultaPreviaRequest | RechazoDteRequest): Promise<unknown> {
  if (isRechazoDteRequest(event)) {
    // The debtor's claims of 'Rechazar Dte' (lambdas/services/rechazo-dte/rechazo-dte-port.ts: they open its
    // certificate too).
    if (!rechazo) {
      const config = readServerConfig(process.env);
      rechazo = createRechazoDte(config, { doc: createDynamoDocumentClient(config), s3: createS3Client(config) });
    }
    return rechazo.rechazar(systemScope(event.rutEmpresa), event.dtes, event.accion);
  }
  if (!service) {
    const config = readServerConfig(process.env);
    const doc = createDynamoDocumentClient(config);
    service = createConsultaPrevia(config, {
      doc,
      s3: createS3Client(config),
      cessions: new CessionRepository(doc, config.tables.cessions),
    });
  }
  // The invoking function resolved the tenant and the flag; IAM lets no one else invoke this one.
  return service.consultar(systemScope(event.rutFactoring), event.dtes);
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
