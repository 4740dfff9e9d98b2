/**
 * Runs one tool call over the validated client's database (domain/assistant/assistant-port.ts EngineRequest.runTool):
 * the call's name and month window are checked, the runner reads the client-detail views, and the result carries the
 * call, the summary, the facts formatted by code and the tab link.
 */
import type { LocalDbReader } from '../client-db/db-reader';
import type { ToolCall, ToolName, ToolResult } from './assistant-port';
import { toolSpec } from './tool-catalogue';
import { toolWindow } from './tool-window';
import { claimsTool } from './tools/claims-tool';
import { cessionsTool } from './tools/cessions-tool';
import { crossSalesTool } from './tools/cross-sales-tool';
import { factoringsTool } from './tools/factorings-tool';
import { monthlyBookTool } from './tools/monthly-book-tool';
import { riskTool } from './tools/risk-tool';
import { tgrDebtTool } from './tools/tgr-debt-tool';
import type { ToolContext, ToolOutput } from './tools/tool-context';

const RUNNERS: Record<ToolName, (context: ToolContext) => ToolOutput> = {
  tgrDebt: tgrDebtTool,
  factorings: factoringsTool,
  crossSales: crossSalesTool,
  monthlyPurchases: (context) => monthlyBookTool('compra', context),
  monthlySales: (context) => monthlyBookTool('venta', context),
  cessions: cessionsTool,
  claimsAndCreditNotes: claimsTool,
  riskLevel: riskTool,
};

/**
 * @param reader the validated client's database (its clientRut is the request's RUT, never an engine's).
 * @param call a tool name and its arguments (desde/hasta 'yyyy-MM', only for the ranged tools).
 * @param today 'yyyy-MM-dd' in Chile.
 * @throws RangeError for an unknown tool, an argument the tool does not take, or a bad month window.
 */
export function runAssistantTool(reader: LocalDbReader, call: ToolCall, today: string): ToolResult {
  const spec = toolSpec(call.name);
  if (!spec) throw new RangeError(`Herramienta desconocida: ${String(call.name)}`);
  const allowed = Object.keys((spec.parameters.properties ?? {}) as Record<string, unknown>);
  const extra = Object.keys(call.args ?? {}).filter((name) => !allowed.includes(name));
  if (extra.length > 0) throw new RangeError(`Argumentos no admitidos por ${call.name}: ${extra.join(', ')}`);
  const window = toolWindow(allowed.length === 0 ? {} : (call.args ?? {}), today);
  return { call: { name: call.name, args: call.args ?? {} }, ...RUNNERS[call.name]({ reader, today, window }) };
}
