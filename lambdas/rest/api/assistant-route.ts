import {
  ASSISTANT_MESSAGES,
  AVAILABLE_CONSULTA,
  MAX_QUESTION_LENGTH,
  PREHEAT_CONSULTA,
  type AssistantCall,
} from '@domain/assistant/assistant-contract';
import { rulesEngine } from '@domain/assistant/rules-engine';
import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';
import { answerQuestion, assistantAvailability, preheatClient } from '../../services/assistant/assistant-service';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * POST /api/asistente?factoring= (client-radar.md §7 'POST assistant serverless endpoint', headers session-id and
 * authorization), for the selected factoring with radarClientes (the assistant reads the clients of the client
 * radar):
 * - `{consulta: 'available'}` -> `{respuesta: 'available'}` or `{respuesta: 'not-started' | 'ended', message}`;
 * - `{consulta: 'preheat', rut}` -> `{respuesta: 'ok', razonSocial, contexto: {cliente}}`, the client's file opened
 *   for the session;
 * - `{consulta: question, rut}` -> `{respuesta, respuestaCorta, razonSocial, contexto: {cliente}, campaign, motor,
 *   fuentes}` (domain/assistant/assistant-contract.ts), answered by the rules engine ('Modo sin IA').
 * Errors are `{message}` (§8): 400 'RUT no es válido', a missing session-id or question; 403 for a factoring the user
 * may not act for, without radarClientes there, or whose trial has not begun or has ended; 404 'RUT no registrado por
 * el factoring. Por favor, ingresa un nuevo RUT.' for a RUT that is not one of the factoring's clients.
 */
export const assistantRoute: RestRoute = {
  method: 'POST',
  path: '/api/asistente',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query, { flag: 'radarClientes' });
    const call = assistantCall(request.body);
    if (call.kind === 'available') return { body: await assistantAvailability(deps, scope) };
    const sessionId = request.sessionId?.trim();
    if (!sessionId) throw new BadRequestError(ASSISTANT_MESSAGES.missingSession);
    if (call.kind === 'preheat') return { body: await preheatClient(deps, scope, call.rut, sessionId) };
    return {
      body: await answerQuestion(
        deps,
        scope,
        { rutCliente: call.rut, question: call.question, sessionId },
        rulesEngine,
      ),
    };
  },
};

/**
 * The call a body makes. @throws BadRequestError for a missing or invalid RUT ('RUT no es válido'), an empty or
 * too long question.
 */
function assistantCall(body: unknown): AssistantCall {
  const { consulta, rut } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (consulta === AVAILABLE_CONSULTA) return { kind: 'available' };
  if (typeof rut !== 'string' || !isValidRut(rut)) throw new BadRequestError(ASSISTANT_MESSAGES.invalidRut);
  const client = normalizeRut(rut);
  if (consulta === PREHEAT_CONSULTA) return { kind: 'preheat', rut: client };
  const question = typeof consulta === 'string' ? consulta.trim() : '';
  if (!question) throw new BadRequestError(ASSISTANT_MESSAGES.emptyQuestion);
  if (question.length > MAX_QUESTION_LENGTH) throw new BadRequestError(ASSISTANT_MESSAGES.questionTooLong);
  return { kind: 'question', question, rut: client };
}
