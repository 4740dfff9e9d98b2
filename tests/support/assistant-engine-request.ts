import type { EngineRequest, ToolCall, ToolResult, ToolSpec } from '@domain/assistant/assistant-port';

const MONTH_WINDOW = {
  type: 'object',
  properties: { desde: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, hasta: { type: 'string' } },
  additionalProperties: false,
};

/** Two of the assistant's tools, as a model is offered them. */
export const TEST_TOOLS: readonly ToolSpec[] = [
  { name: 'tgrDebt', description: 'Deuda fiscal del cliente en la TGR y sus convenios', parameters: MONTH_WINDOW },
  { name: 'monthlySales', description: 'Ventas mensuales del cliente según el RCV', parameters: MONTH_WINDOW },
];

/** What the TGR tool answers for the test client. */
export function tgrResult(call: ToolCall): ToolResult {
  return {
    call,
    summary: 'Exportadora Los Andes SpA tiene una deuda fiscal total de $ 12.345.678 en la TGR, sin convenios.',
    facts: [
      { label: 'Deuda fiscal total', text: '$ 12.345.678' },
      { label: 'Convenios de pago', text: '0' },
    ],
    link: '/detalle-cliente/76086428-5?tab=tgr',
  };
}

/** A question about the test client whose tools answer from {@link tgrResult}; `calls` records what ran. */
export function engineRequest(question: string, signal = new AbortController().signal) {
  const calls: ToolCall[] = [];
  const request: EngineRequest = {
    question,
    razonSocial: 'Exportadora Los Andes SpA',
    tools: TEST_TOOLS,
    runTool: async (call) => {
      calls.push(call);
      if (call.name !== 'tgrDebt') throw new RangeError(`Sin datos para ${call.name}`);
      return tgrResult(call);
    },
    signal,
  };
  return { request, calls };
}
