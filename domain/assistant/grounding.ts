/**
 * The grounding check every engine's answer passes before it is shown (client-radar.md §2 'Query assistant': answers
 * rest on the client's own data): each figure of the answer's text must appear among the figures of the tool
 * results' facts, which code formatted from the client-detail views. A figure is a run of digits with es-CL
 * separators ('1.234.567', '12,5', '2026'); a date '04-08-2026' is three figures.
 */
import type { EngineAnswer, ToolResult } from './assistant-port';

const FIGURE = /\d+(?:[.,]\d+)*/g;

/** The figures written in `text`, in order. */
function figuresIn(text: string): string[] {
  return text.match(FIGURE) ?? [];
}

/**
 * @returns the figures of `text` that no fact (label or text) of `results` contains, in order; [] when grounded.
 */
export function ungroundedFigures(text: string, results: readonly ToolResult[]): string[] {
  const known = new Set(
    results.flatMap((result) => result.facts.flatMap((fact) => figuresIn(`${fact.label} ${fact.text}`))),
  );
  return figuresIn(text).filter((figure) => !known.has(figure));
}

/** Whether every figure of the answer is among its tool results' facts. */
export function isGrounded(answer: EngineAnswer): boolean {
  return ungroundedFigures(answer.text, answer.results).length === 0;
}
