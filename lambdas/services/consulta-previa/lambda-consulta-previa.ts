/**
 * The prior consultation through the dedicated consulta-previa function (infra/consulta-previa-function.ts), invoked
 * synchronously (RequestResponse) by the GraphQL and REST functions, which may not open sealed certificates themselves.
 */
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import type { FactoringScope } from '../../platform/factoring-scope';

/**
 * What the API functions send: a factoring they already authorised (tenant and consultaPrevia flag) and its documents.
 */
export interface ConsultaPreviaRequest {
  rutFactoring: string;
  dtes: DteConsulta[];
}

/** The adapter. */
export class LambdaConsultaPrevia {
  constructor(
    private readonly lambda: Pick<LambdaClient, 'send'>,
    private readonly functionName: string,
  ) {}

  /**
   * Runs the consultation in the dedicated function.
   * @returns its rows, one per document in input order.
   * @throws Error when the function failed (FunctionError; its message is logged there) or answered no rows.
   */
  async consultar({ rutFactoring }: FactoringScope, dtes: readonly DteConsulta[]): Promise<ConsultaPreviaRow[]> {
    const request: ConsultaPreviaRequest = { rutFactoring, dtes: [...dtes] };
    const answer = await this.lambda.send(
      new InvokeCommand({
        FunctionName: this.functionName,
        InvocationType: 'RequestResponse',
        Payload: new TextEncoder().encode(JSON.stringify(request)),
      }),
    );
    const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
    if (answer.FunctionError)
      throw new Error(`La consulta previa falló (${answer.FunctionError}): ${text.slice(0, 200)}`);
    const rows = JSON.parse(text) as unknown;
    if (!Array.isArray(rows) || rows.length !== dtes.length)
      throw new Error('La consulta previa no devolvió una fila por documento');
    return rows as ConsultaPreviaRow[];
  }
}
