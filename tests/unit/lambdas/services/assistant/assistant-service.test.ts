import { describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import type { AssistantEngine, EngineRequest, ToolCall } from '@domain/assistant/assistant-port';
import { rulesEngine } from '@domain/assistant/rules-engine';
import { AVAILABILITY_MESSAGES, type FeatureAccess } from '@domain/trial-access';
import { answerQuestion, preheatClient, type AssistantDeps } from '@lambdas/services/assistant/assistant-service';
import { FALLBACK_NOTICE } from '@lambdas/services/assistant/fallback-engine';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { clientDbKey } from '@lambdas/store/client-db/client-db-objects';
import { ForbiddenError, NotFoundError } from '@lambdas/platform/errors';
import { buildClientDb } from '../../../web/localdb/client-db-fixture';

const FACTORING = '76389992-6';
const CLIENT = '76354771-K';
const NOW = new Date('2026-11-29T15:00:00Z');

/** Deps over one stored client file of FACTORING, with the factoring's paid features and trials. */
async function depsWith(acceso: FeatureAccess = { contratadas: { asistente: '2999-12-31' } }): Promise<AssistantDeps> {
  const bytes = await buildClientDb({ razonsocial: [{ rut: CLIENT, razonsocial: 'EMPRESA DEMO SPA' }] }, CLIENT);
  const files = new Map([[clientDbKey(systemScope(FACTORING), CLIENT), bytes]]);
  return {
    clientDbs: {
      contentHash: async (key) => (files.has(key) ? 'h1' : null),
      get: async (key) => files.get(key) ?? null,
    },
    loadSql: loadSqlJs,
    factorings: { get: async (rut) => ({ rut, razonSocial: 'FACTORING', features: {}, acceso }) },
    now: () => NOW,
  };
}

/** An engine that runs one tool (monthlySales unless named) and writes `text` as its answer. */
function engineWriting(
  text: (summary: string) => string,
  calls: ToolCall[] = [],
  tool: ToolCall['name'] = 'monthlySales',
): () => AssistantEngine {
  return () => ({
    kind: 'openai',
    answer: async (request) => {
      const result = await request.runTool({ name: tool, args: {} });
      calls.push(result.call);
      return { text: text(result.summary), results: [result] };
    },
  });
}

const ask = (deps: AssistantDeps, engine: (today: string) => AssistantEngine, rutCliente = CLIENT, sessionId = 's-1') =>
  answerQuestion(deps, systemScope(FACTORING), { rutCliente, question: 'ventas', sessionId }, engine);

describe('the assistant service', () => {
  it("answers with the engine's text when its figures come from the tool results, with the tab they came from", async () => {
    const answer = await ask(
      await depsWith(),
      engineWriting((summary) => summary),
    );
    expect(answer).toMatchObject({
      razonSocial: 'EMPRESA DEMO SPA',
      contexto: { cliente: CLIENT },
      campaign: null,
      motor: 'openai',
      fuentes: [
        {
          titulo: 'Ventas mensuales',
          enlace: `/dashboard-clientes/${CLIENT}?tab=ventas&inicio=2025-12-01&fin=2026-11-29`,
        },
      ],
    });
    expect(answer.respuesta).toBe('Del 01-12-2025 al 29-11-2026 el cliente no registra ventas.');
    expect(answer.respuestaCorta).toBe(answer.respuesta);
  });

  it('names the TGR campaign when the answer shows TGR figures and the factoring lacks TGR, none once it has it', async () => {
    const tgrAnswer = engineWriting((summary) => summary, [], 'tgrDebt');
    const lacking = await ask(await depsWith(), tgrAnswer);
    expect(lacking.fuentes.map((fuente) => fuente.titulo)).toEqual(['TGR']);
    expect(lacking.campaign).toBe(1);
    const holding = await ask(
      await depsWith({ contratadas: { asistente: '2999-12-31', tgr: '2999-12-31' } }),
      tgrAnswer,
    );
    expect(holding.campaign).toBeNull();
  });

  it('names the engine that wrote the answer and shows why, when the rules engine stood in for the model', async () => {
    const fellBack = () => ({
      kind: 'bedrock' as const,
      answer: async (request: EngineRequest) => ({
        ...(await rulesEngine('2026-11-29').answer(request)),
        answeredBy: 'rules' as const,
        notice: FALLBACK_NOTICE,
      }),
    });
    const answer = await ask(await depsWith(), fellBack);
    expect(answer).toMatchObject({ motor: 'rules', aviso: 'Respondido en Modo sin IA: el modelo no respondió.' });
    expect(
      (
        await ask(
          await depsWith(),
          engineWriting((summary) => summary),
        )
      ).aviso,
    ).toBeUndefined();
  });

  it('refuses an answer with a figure that is not among the tool results, whichever engine wrote it', async () => {
    const answer = await ask(
      await depsWith(),
      engineWriting(() => 'Vendió $48.000.000 en el período.'),
    );
    expect(answer.respuesta).toBe(ASSISTANT_MESSAGES.ungrounded);
    expect(answer.fuentes).toEqual([]);
  });

  it('answers with the rules engine in Modo sin IA', async () => {
    const answer = await ask(await depsWith(), rulesEngine);
    expect(answer.motor).toBe('rules');
    expect(answer.respuesta).not.toBe(ASSISTANT_MESSAGES.ungrounded);
  });

  it("refuses a RUT that is not one of the factoring's clients, and another factoring's view of the same client", async () => {
    const deps = await depsWith();
    await expect(ask(deps, rulesEngine, '96519800-8')).rejects.toThrow(
      new NotFoundError(ASSISTANT_MESSAGES.notRegistered),
    );
    await expect(preheatClient(deps, systemScope('77360390-1'), CLIENT, 's-1')).rejects.toThrow(
      new NotFoundError(ASSISTANT_MESSAGES.notRegistered),
    );
  });

  it('refuses every client while the trial has not begun', async () => {
    const deps = await depsWith({});
    await expect(preheatClient(deps, systemScope(FACTORING), CLIENT, 's-1')).rejects.toThrow(
      new ForbiddenError(AVAILABILITY_MESSAGES['not-started']),
    );
  });

  it('preheats: the client opened for the session, named from its file', async () => {
    expect(await preheatClient(await depsWith(), systemScope(FACTORING), CLIENT, 's-2')).toEqual({
      respuesta: 'ok',
      razonSocial: 'EMPRESA DEMO SPA',
      contexto: { cliente: CLIENT },
    });
  });
});
