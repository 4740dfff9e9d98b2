import { todayInChile } from '@domain/chile-time';
import type { AssistantEngine } from '@domain/assistant/assistant-port';
import { ASSISTANT_MESSAGES, type PreheatAnswer, type QuestionAnswer } from '@domain/assistant/assistant-contract';
import { answerCampaign } from '@domain/assistant/answer-campaign';
import { runAssistantTool } from '@domain/assistant/assistant-tools';
import { isGrounded } from '@domain/assistant/grounding';
import { TOOL_SPECS, TOOL_TITLES } from '@domain/assistant/tool-catalogue';
import { clientNameOf } from '@domain/client-db/views/client-name';
import { availabilityAnswer, type AvailabilityAnswer, type FeatureAccess } from '@domain/trial-access';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { NotFoundError } from '../../platform/errors';
import type { FactoringScope } from '../../platform/factoring-scope';
import { assertFeatureAvailable, factoringAvailability, type FeatureGateDeps } from '../trials/feature-gate';
import { OpenClientDbs, type OpenClientDbDeps } from './open-client-dbs';

/** Time a question may take, ms (client-radar.md §7 and §9: 60 s). */
export const QUESTION_TIMEOUT_MS = 60_000;

/** What the assistant reads: the factoring records and clock (availability) and the client databases with sql.js. */
export type AssistantDeps = FeatureGateDeps & OpenClientDbDeps;

/** The client files open in this container, per screen session. */
const openFiles = new OpenClientDbs();

/**
 * `{consulta: 'available'}` (client-radar.md §6, §7): whether the factoring's trial or subscription of the assistant
 * lets it use it today (domain/trial-access.ts featureAvailability), with the blocked screen's text otherwise.
 * @throws the store's error.
 */
export async function assistantAvailability(deps: AssistantDeps, scope: FactoringScope): Promise<AvailabilityAnswer> {
  return availabilityAnswer(await factoringAvailability(deps, scope, 'asistente'));
}

/**
 * `{consulta: 'preheat', rut}`: opens the client's database file for the session, so its questions read it at once.
 * @param rutCliente normalised 'NNNNNNNN-D' (validated by the route).
 * @throws ForbiddenError with the blocked text when the assistant is not available; NotFoundError
 *   ASSISTANT_MESSAGES.notRegistered when the RUT is not one of the factoring's clients.
 */
export async function preheatClient(
  deps: AssistantDeps,
  scope: FactoringScope,
  rutCliente: string,
  sessionId: string,
): Promise<PreheatAnswer> {
  return withClient(deps, scope, { rutCliente, sessionId }, async (reader) => ({
    respuesta: 'ok',
    razonSocial: clientNameOf(reader) ?? rutCliente,
    contexto: { cliente: rutCliente },
  }));
}

/**
 * `{consulta: question, rut}`: the engine's answer over the client's own database, its tools bound to the validated
 * client, refused (ASSISTANT_MESSAGES.ungrounded, no sources) when a figure of it is not among its tool results; it
 * names a campaign when it shows figures of a paid feature the factoring lacks (domain/assistant/answer-campaign.ts).
 * @param request.rutCliente normalised 'NNNNNNNN-D'; request.question the user's text (non-empty).
 * @throws as {@link preheatClient}; the engine's error (a tool's RangeError, the time-out's abort).
 */
export async function answerQuestion(
  deps: AssistantDeps,
  scope: FactoringScope,
  request: { rutCliente: string; question: string; sessionId: string },
  engineFor: (today: string) => AssistantEngine,
): Promise<QuestionAnswer> {
  return withClient(deps, scope, request, async (reader, access) => {
    const today = todayInChile(deps.now());
    const engine = engineFor(today);
    const razonSocial = clientNameOf(reader) ?? request.rutCliente;
    const answer = await engine.answer({
      question: request.question,
      razonSocial,
      tools: TOOL_SPECS,
      runTool: async (call) => runAssistantTool(reader, call, today),
      signal: AbortSignal.timeout(QUESTION_TIMEOUT_MS),
    });
    const grounded = isGrounded(answer);
    const respuesta = grounded ? answer.text : ASSISTANT_MESSAGES.ungrounded;
    const tools = grounded ? answer.results.map((result) => result.call.name) : [];
    return {
      respuesta,
      respuestaCorta: firstSentence(respuesta),
      razonSocial,
      contexto: { cliente: request.rutCliente },
      campaign: answerCampaign(tools, access, today),
      motor: answer.answeredBy ?? engine.kind,
      ...(answer.notice ? { aviso: answer.notice } : {}),
      fuentes: grounded
        ? answer.results.map((result) => ({ titulo: TOOL_TITLES[result.call.name], enlace: result.link }))
        : [],
    };
  });
}

/**
 * Runs `read` over the session's file of the client once the assistant is available to the factoring, with the
 * factoring's paid features and trials the availability check read.
 * @throws ForbiddenError (blocked text) when it is not; NotFoundError (notRegistered) for a RUT that is not a client.
 */
async function withClient<T>(
  deps: AssistantDeps,
  scope: FactoringScope,
  request: { rutCliente: string; sessionId: string },
  read: (reader: LocalDbReader, access: FeatureAccess | undefined) => Promise<T>,
): Promise<T> {
  const access = await assertFeatureAvailable(deps, scope, 'asistente');
  const answer = await openFiles.read(deps, scope, request, (reader) => read(reader, access));
  if (answer === null) throw new NotFoundError(ASSISTANT_MESSAGES.notRegistered);
  return answer;
}

/** The text up to its first sentence end ('.', '!' or '?' followed by a space or the end), else the whole text. */
function firstSentence(text: string): string {
  return /^(.+?[.!?])(?:\s|$)/s.exec(text)?.[1] ?? text;
}
