import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import { CessionRepository } from '../store/cession-repository';
import type { ConsultaPreviaService } from './consulta-previa-service';
import { createConsultaPrevia } from './create-consulta-previa';
import type { DteConsulta } from '../../domain/consulta-previa/folio-range';

/** What the API functions send: a factoring they already authorised (tenant and consultaPrevia flag) and its documents. */
export interface ConsultaPreviaRequest {
  rutFactoring: string;
  dtes: DteConsulta[];
}

let service: ConsultaPreviaService | undefined;

/**
 * Lambda entry of the consulta-previa function: the prior consultation of lambdas/consulta-previa at the SII with the
 * factoring's certificate, opened here and nowhere else on the API side. Invoked only by the GraphQL and REST functions
 * (IAM), which check the tenant and the permission before calling.
 * @returns one row per document, in input order.
 * @throws ZodError without configuration; the credential store's error when the certificate cannot be opened.
 */
export async function handler(event: ConsultaPreviaRequest): Promise<unknown> {
  if (!service) {
    const config = readServerConfig(process.env);
    const doc = createDynamoDocumentClient(config);
    service = createConsultaPrevia(config, { doc, s3: createS3Client(config), cessions: new CessionRepository(doc, config.tables.cessions) });
  }
  return service.consultar(event.rutFactoring, event.dtes);
}
