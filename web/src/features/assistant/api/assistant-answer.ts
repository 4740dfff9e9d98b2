/** The assistant endpoint's answers (client-radar.md §3 'Assistant response', §7). */
import type { EngineKind, ToolResult } from '@domain/assistant/assistant-port';

/** The answer to a preheat or a question. */
export interface AssistantAnswer {
  /** The answer's text (for a preheat, 'ok' or the reason it failed). */
  respuesta: string;
  respuestaCorta?: string;
  /** The validated client's name. */
  razonSocial?: string;
  contexto?: { cliente?: string };
  /** The campaign to show when the factoring lacks the feature asked about. */
  campaign?: number | null;
  /** The tool results the answer rests on: its figures and the client-detail tab each came from. */
  resultados?: ToolResult[];
  /** Which engine answered ('rules': 'Modo sin IA'). */
  motor?: EngineKind;
}
