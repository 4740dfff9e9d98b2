import { describe, expect, it, vi } from 'vitest';
import { isRechazoDteRequest, LambdaRechazoDte } from '@lambdas/services/rechazo-dte/lambda-rechazo-dte';
import { systemScope } from '@lambdas/access/system-scope';

const DTES = [{ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 }];
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('LambdaRechazoDte (the GraphQL function has the consulta-previa function run the claims)', () => {
  it('invokes it synchronously with a rechazarDte request the handler tells from a consultation', async () => {
    const results = [
      { rutEmisor: '76354771-K', folio: 170, tipo: 33, codResp: 0, descResp: 'Acción Completada OK', ok: true },
    ];
    const send = vi.fn(async () => ({ StatusCode: 200, Payload: encode(results) }));
    const adapter = new LambdaRechazoDte({ send } as never, 'rc-consulta-previa');
    await expect(adapter.rechazar(systemScope('96790240-3'), DTES, 'RFP')).resolves.toEqual(results);
    const command = (send.mock.calls[0] as unknown[])[0] as {
      input: { FunctionName: string; InvocationType: string; Payload: Uint8Array };
    };
    expect(command.input).toMatchObject({ FunctionName: 'rc-consulta-previa', InvocationType: 'RequestResponse' });
    const request = JSON.parse(new TextDecoder().decode(command.input.Payload)) as unknown;
    expect(request).toEqual({ kind: 'rechazarDte', rutEmpresa: '96790240-3', dtes: DTES, accion: 'RFP' });
    expect(isRechazoDteRequest(request)).toBe(true);
    expect(isRechazoDteRequest({ rutFactoring: '76389992-6', dtes: [] })).toBe(false);
  });

  it('fails when the function failed, or did not answer one result per document', async () => {
    const failed = new LambdaRechazoDte(
      { send: async () => ({ FunctionError: 'Unhandled', Payload: encode({ errorMessage: 'boom' }) }) } as never,
      'f',
    );
    await expect(failed.rechazar(systemScope('96790240-3'), DTES, 'RCD')).rejects.toThrow(
      /El reclamo de documentos falló \(Unhandled\)/,
    );
    const short = new LambdaRechazoDte({ send: async () => ({ Payload: encode([]) }) } as never, 'f');
    await expect(short.rechazar(systemScope('96790240-3'), DTES, 'RCD')).rejects.toThrow(
      'no devolvió un resultado por documento',
    );
  });
});
