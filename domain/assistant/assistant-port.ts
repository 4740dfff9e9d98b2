/**
 * The query assistant's engine port (client-radar.md §2 'Query assistant', §7): an engine reads a Spanish question,
 * chooses tools from {@link ToolSpec}s, has the server run them over the client's own database (never free SQL, never
 * a RUT taken from the model's text: the server binds the validated client) and writes an answer from their results.
 * Three engines implement it: the rules engine ('Modo sin IA'), Amazon Bedrock's Converse API with tool use, and any
 * OpenAI-compatible chat endpoint with tools.
 */

/** The tools the assistant may call, each answered by the views the client-detail screens use. */
export type ToolName =
  | 'tgrDebt'
  | 'factorings'
  | 'crossSales'
  | 'monthlyPurchases'
  | 'monthlySales'
  | 'cessions'
  | 'claimsAndCreditNotes'
  | 'riskLevel';

/** Arguments a tool takes: an optional month window 'yyyy-MM' (both ends inclusive; absent: the tool's default). */
export interface ToolArgs {
  desde?: string;
  hasta?: string;
}

/** One tool as offered to a model: its name, a Spanish description and the JSON Schema of its arguments. */
export interface ToolSpec {
  name: ToolName;
  description: string;
  parameters: Record<string, unknown>;
}

/** A tool call chosen by an engine. */
export interface ToolCall {
  name: ToolName;
  args: ToolArgs;
}

/** One figure of a tool result, formatted by code (es-CL numbers, CLP, dd-MM-yyyy dates). */
export interface Fact {
  /** What the figure is, in Spanish ('Deuda fiscal total'). */
  label: string;
  /** The figure as shown ('$ 12.345.678', '12,5%', '04-08-2026'). */
  text: string;
}

/** What a tool answered: its facts and the client-detail tab and filter they came from. */
export interface ToolResult {
  call: ToolCall;
  /** A one-paragraph Spanish summary written by code from the facts. */
  summary: string;
  facts: Fact[];
  /** Path of the client-detail tab and filter the figures came from ('/detalle-cliente/…?tab=…&desde=…'). */
  link: string;
}

/** What the server hands an engine for one question. */
export interface EngineRequest {
  question: string;
  /** The validated client's name, for the wording only. */
  razonSocial: string;
  tools: readonly ToolSpec[];
  /** Runs one tool for the validated client; rejects on an unknown tool or bad arguments. */
  runTool(call: ToolCall): Promise<ToolResult>;
  /** Aborted when the question's time is up (60 s, client-radar.md §7). */
  signal: AbortSignal;
}

/** An engine's answer: the text to show and the tool results it rests on (checked for grounding before shown). */
export interface EngineAnswer {
  text: string;
  results: ToolResult[];
  /** The engine that wrote the text, when it is not the one asked: the rules engine a model engine fell back to. */
  answeredBy?: EngineKind;
  /** Why, in Spanish, to show beside the answer ('Respondido en Modo sin IA: el modelo no respondió.'). */
  notice?: string;
}

/** Which engine answered: shown on screen ('Modo sin IA' for `rules`). */
export type EngineKind = 'rules' | 'bedrock' | 'openai';

/** An assistant engine. */
export interface AssistantEngine {
  readonly kind: EngineKind;
  /** @throws on a model failure or time-out; the caller falls back to the rules engine and says so. */
  answer(request: EngineRequest): Promise<EngineAnswer>;
}
