import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiCompatibleEngine } from '@lambdas/language-models/openai-engine';
import { engineRequest } from '@tests/support/assistant-engine-request';

const API_KEY = 'sk-local-0123456789abcdef';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Record<string, unknown>[]; tools: { function: { name: string } }[] };
}

/** A chat completion answer as an OpenAI-compatible server writes it. */
function completion(message: Record<string, unknown>, finishReason: string) {
  return {
    id: 'chatcmpl-9sQ2',
    object: 'chat.completion',
    created: 1_764_400_000,
    model: 'qwen2.5-7b-instruct',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 512, completion_tokens: 24, total_tokens: 536 },
  };
}

const TOOL_CALL_TURN = completion(
  {
    content: null,
    tool_calls: [{ id: 'call_tgr_1', type: 'function', function: { name: 'tgrDebt', arguments: '{}' } }],
  },
  'tool_calls',
);
const FINAL_TURN = completion(
  { content: 'Exportadora Los Andes SpA debe $ 12.345.678 en la TGR y no tiene convenios de pago.' },
  'stop',
);

/** The stub chat server on loopback: answers each POST with the next scripted status and body, and keeps what came. */
describe('OpenAiCompatibleEngine against a local chat server', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let script: { status: number; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) as Received['body'] });
        const next = script.shift() ?? { status: 500, body: { error: { message: 'sin guion' } } };
        res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterEach(() => {
    received.length = 0;
    script = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const engine = () => new OpenAiCompatibleEngine({ url: baseUrl, model: 'qwen2.5-7b-instruct', apiKey: API_KEY });

  it('offers the tools, runs the tool calls, answers them as tool messages and returns the final text', async () => {
    script = [
      { status: 200, body: TOOL_CALL_TURN },
      { status: 200, body: FINAL_TURN },
    ];
    const { request, calls } = engineRequest('¿Cuánto debe en la TGR?');

    const answer = await engine().answer(request);

    expect(answer.text).toBe('Exportadora Los Andes SpA debe $ 12.345.678 en la TGR y no tiene convenios de pago.');
    expect(answer.results.map((result) => result.link)).toEqual(['/detalle-cliente/76086428-5?tab=tgr']);
    expect(calls).toEqual([{ name: 'tgrDebt', args: {} }]);
    expect(received.map((r) => r.url)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(received[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received[0]!.body.model).toBe('qwen2.5-7b-instruct');
    expect(received[0]!.body.tools.map((tool) => tool.function.name)).toEqual(['tgrDebt', 'monthlySales']);
    expect(received[0]!.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const second = received[1]!.body.messages;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(second[3]).toMatchObject({ tool_call_id: 'call_tgr_1' });
    expect(JSON.parse(second[3]!.content as string)).toMatchObject({
      datos: ['Deuda fiscal total: $ 12.345.678', 'Convenios de pago: 0'],
    });
  });

  it('fails on an HTTP error without the key in its message', async () => {
    script = [{ status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}` } } }];
    const { request } = engineRequest('¿Cuánto debe en la TGR?');

    const error = await engine()
      .answer(request)
      .then(
        () => new Error('answered'),
        (e: unknown) => e as Error,
      );

    expect(error.message).toContain('401');
    expect(error.message).not.toContain(API_KEY);
  });

  it('refuses an answer written without any tool, and a body that is not a chat completion', async () => {
    script = [{ status: 200, body: FINAL_TURN }];
    await expect(engine().answer(engineRequest('¿Cuánto debe?').request)).rejects.toThrow(/sin consultar ninguna/);
    script = [{ status: 200, body: { choices: [] } }];
    await expect(engine().answer(engineRequest('¿Cuánto debe?').request)).rejects.toThrow(/no devolvió una respuesta/);
  });

  it('sends no Authorization header when no key is set', async () => {
    script = [
      { status: 200, body: TOOL_CALL_TURN },
      { status: 200, body: FINAL_TURN },
    ];
    const keyless = new OpenAiCompatibleEngine({ url: baseUrl, model: 'qwen2.5-7b-instruct' });

    await keyless.answer(engineRequest('¿Cuánto debe en la TGR?').request);

    expect(received[0]!.headers.authorization).toBeUndefined();
  });
});
