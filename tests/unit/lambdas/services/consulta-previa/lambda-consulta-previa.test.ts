import { describe, expect, it, vi } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { LambdaConsultaPrevia } from '@lambdas/services/consulta-previa/lambda-consulta-previa';

const SCOPE = systemScope('76389992-6');
const DTES = [{ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 170 }];
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('LambdaConsultaPrevia (the API functions invoke the consulta-previa function)', () => {
  it('invokes the function synchronously with the factoring and documents, and returns its rows', async () => {
    const rows = [{ rutEmisor: '76354771-K', folioDTE: 170, tipoDTE: 33, estado: 'Cedido' }];
    const send = vi.fn(async () => ({ StatusCode: 200, Payload: encode(rows) }));
    const adapter = new LambdaConsultaPrevia({ send } as never, 'rc-consulta-previa');
    await expect(adapter.consultar(SCOPE, DTES)).resolves.toEqual(rows);
    const command = (send.mock.calls[0] as unknown[])[0] as {
      input: { FunctionName: string; InvocationType: string; Payload: Uint8Array };
    };
    expect(command.input.FunctionName).toBe('rc-consulta-previa');
    expect(command.input.InvocationType).toBe('RequestResponse');
    expect(JSON.parse(new TextDecoder().decode(command.input.Payload))).toEqual({
      rutFactoring: '76389992-6',
      dtes: DTES,
    });
  });

  it('fails when the function failed, or did not answer one row per document', async () => {
    const failed = new LambdaConsultaPrevia(
      { send: async () => ({ FunctionError: 'Unhandled', Payload: encode({ errorMessage: 'boom' }) }) } as never,
      'f',
    );
    await expect(failed.consultar(SCOPE, DTES)).rejects.toThrow(/La consulta previa falló \(Unhandled\)/);
    const short = new LambdaConsultaPrevia({ send: async () => ({ Payload: encode([]) }) } as never, 'f');
    await expect(short.consultar(SCOPE, DTES)).rejects.toThrow('La consulta previa no devolvió una fila por documento');
  });
});
