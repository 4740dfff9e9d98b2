/**
 * The assistant endpoint's calls and answers (client-radar.md §3 'Assistant response', §7 'POST assistant serverless
 * endpoint', §8 the assistant's messages): `{consulta: 'available'}`, `{consulta: 'preheat', rut}` and
 * `{consulta: question, rut}`, with the `session-id` header.
 */
import type { EngineKind } from './assistant-port';

/** The header that names the screen's session (random per page load, client-radar.md §7). */
export const SESSION_ID_HEADER = 'session-id';

/** The `consulta` values that are not questions. */
export const AVAILABLE_CONSULTA = 'available';
export const PREHEAT_CONSULTA = 'preheat';

/** Longest question accepted, characters (a chat message, not a document). */
export const MAX_QUESTION_LENGTH = 500;

/** The assistant's texts of client-radar.md §5 and §8, word for word, and the endpoint's own refusals. */
export const ASSISTANT_MESSAGES = {
  invalidRut: 'RUT no es válido',
  notRegistered: 'RUT no registrado por el factoring. Por favor, ingresa un nuevo RUT.',
  missingSession: 'Falta el encabezado session-id',
  emptyQuestion: 'Escribe una consulta',
  questionTooLong: `La consulta no puede superar ${MAX_QUESTION_LENGTH} caracteres`,
  /** Shown instead of an answer whose figures are not among the tool results (domain/assistant/grounding.ts). */
  ungrounded:
    'No pude verificar las cifras de la respuesta con los datos del cliente, así que no la muestro. Por favor intenta reformular la consulta.',
} as const;

/** One call to the endpoint, as the route reads its body. */
export type AssistantCall =
  { kind: 'available' } | { kind: 'preheat'; rut: string } | { kind: 'question'; question: string; rut: string };

/** Answer to `{consulta: 'preheat', rut}`: the client's file is open on the server for the session's questions. */
export interface PreheatAnswer {
  respuesta: 'ok';
  /** The client's name from its database (its RUT when the file does not name it). */
  razonSocial: string;
  /** The validated client, 'NNNNNNNN-D'. */
  contexto: { cliente: string };
}

/** Where a figure of the answer came from: the client-detail tab and filter (domain/assistant/tool-link.ts). */
export interface AnswerSource {
  titulo: string;
  enlace: string;
}

/** Answer to `{consulta: question, rut}` (client-radar.md §3 'Assistant response'). */
export interface QuestionAnswer {
  /** The whole answer (Spanish; figures formatted by code). */
  respuesta: string;
  /** Its first sentence, for the chat panel's preview. */
  respuestaCorta: string;
  razonSocial: string;
  contexto: { cliente: string };
  /** The announcement campaign for a feature the factoring lacks (core-platform §1); null when none applies. */
  campaign: number | null;
  /** The engine that answered ('rules' is shown as 'Modo sin IA'). */
  motor: EngineKind;
  /** Why another engine than the configured one answered ('Respondido en Modo sin IA: el modelo no respondió.'). */
  aviso?: string;
  /** The tabs the figures came from, one per tool used. */
  fuentes: AnswerSource[];
}
