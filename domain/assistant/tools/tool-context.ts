/** What every tool runner reads and what it answers (domain/assistant/assistant-tools.ts runs them). */
import type { LocalDbReader } from '../../client-db/db-reader';
import type { Fact } from '../assistant-port';
import type { ToolWindow } from '../tool-window';

/** The validated client's database, today 'yyyy-MM-dd' in Chile and the call's month window. */
export interface ToolContext {
  reader: LocalDbReader;
  today: string;
  window: ToolWindow;
}

/** A runner's answer: its summary, facts and link (the call is added by the dispatcher). */
export interface ToolOutput {
  summary: string;
  facts: Fact[];
  link: string;
}

/** The fact of the window the figures cover ('Período': '01-12-2025 al 29-11-2026'). */
export function periodFact(window: ToolWindow): Fact {
  return { label: 'Período', text: window.texto };
}
