/**
 * The claims through the consulta-previa function (infra/consulta-previa-function.ts: the one API-side function that
 * may open a company's sealed certificate), invoked synchronously (RequestResponse) by the GraphQL function, which may
 * not open sealed certificates itself (tests/infra/secrets.test.ts).
 */
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { DocumentKey } from '@domain/document-key';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { RechazoDteResultado } from './rechazo-dte-service';

/** What the GraphQL function sends: a company it already authorised (tenant, owed flag, owed documents). */
export interface RechazoDteRequest {
  kind: 'rechazarDte';
  rutEmpresa: string;
  dtes: DocumentKey[];
  accion: AccionReclamo;
}

/** True when a function event is a {@link RechazoDteRequest}. */
export function isRechazoDteRequest(event: unknown): event is RechazoDteRequest {
  return typeof event === 'object' && event !== null && (event as { kind?: unknown }).kind === 'rechazarDte';
}

/** The adapter. */
export class LambdaRechazoDte {
  constructor(
    private readonly lambda: Pick<LambdaClient, 'send'>,
    private readonly functionName: string,
  ) {}

  /**
   * Runs the claims in the function.
   * @returns one result per document, in input order.
   * @throws Error when the function failed (FunctionError) or did not answer one result per document.
   */
  async rechazar(
    { rutFactoring: rutEmpresa }: FactoringScope,
    dtes: readonly DocumentKey[],
    accion: AccionReclamo,
  ): Promise<RechazoDteResultado[]> {
    const request: RechazoDteRequest = { kind: 'rechazarDte', rutEmpresa, dtes: [...dtes], accion };
    const answer = await this.lambda.send(
      new InvokeCommand({
        FunctionName: this.functionName,
        InvocationType: 'RequestResponse',
        Payload: new TextEncoder().encode(JSON.stringify(request)),
      }),
    );
    const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
    if (answer.FunctionError)
      throw new Error(`El reclamo de documentos falló (${answer.FunctionError}): ${text.slice(0, 200)}`);
    const rows = JSON.parse(text) as unknown;
    if (!Array.isArray(rows) || rows.length !== dtes.length)
      throw new Error('El reclamo de documentos no devolvió un resultado por documento');
    return rows as RechazoDteResultado[];
  }
}
