import { describe, expect, it } from 'vitest';
import type { ToolCall, ToolResult } from '@domain/assistant/assistant-port';
import { RULES_HELP, rulesCalls, rulesEngine } from '@domain/assistant/rules-engine';
import { TOOL_SPECS } from '@domain/assistant/tool-catalogue';

/** A Sunday late in November 2026: the current month is 2026-11. */
const TODAY = '2026-11-29';

/** Spanish questions, as typed, and the calls the rules engine must make for them. */
const QUESTIONS: readonly (readonly [string, ToolCall[]])[] = [
  // The five quick options of client-radar.md §2.
  ['TGR', [{ name: 'tgrDebt', args: {} }]],
  ['Factorings con los que opera', [{ name: 'factorings', args: {} }]],
  ['Ventas cruzadas', [{ name: 'crossSales', args: {} }]],
  ['Compras mensuales', [{ name: 'monthlyPurchases', args: {} }]],
  ['Ventas mensuales', [{ name: 'monthlySales', args: {} }]],
  // Fiscal debt.
  ['¿Cuánto le debe a la Tesorería?', [{ name: 'tgrDebt', args: {} }]],
  ['¿Tiene deuda fiscal?', [{ name: 'tgrDebt', args: {} }]],
  ['¿Tiene convenios de pago vigentes?', [{ name: 'tgrDebt', args: {} }]],
  ['DEUDA TRIBUTARIA', [{ name: 'tgrDebt', args: {} }]],
  ['deuda en tgr de los últimos 3 meses', [{ name: 'tgrDebt', args: {} }]],
  // Factorings.
  ['¿Con qué factorings trabaja?', [{ name: 'factorings', args: {} }]],
  ['¿A quién le cede sus facturas?', [{ name: 'factorings', args: {} }]],
  [
    '¿Cuánto ha cedido a cada factoring en los últimos 6 meses?',
    [{ name: 'factorings', args: { desde: '2026-06', hasta: '2026-11' } }],
  ],
  // Cross sales.
  ['¿A qué empresas vende y compra a la vez?', [{ name: 'crossSales', args: {} }]],
  ['¿Qué clientes también son proveedores?', [{ name: 'crossSales', args: {} }]],
  ['ventas cruzadas del año pasado', [{ name: 'crossSales', args: { desde: '2025-01', hasta: '2025-12' } }]],
  // Purchases.
  ['¿Cuánto compró en marzo?', [{ name: 'monthlyPurchases', args: { desde: '2026-03', hasta: '2026-03' } }]],
  ['compras de los últimos tres meses', [{ name: 'monthlyPurchases', args: { desde: '2026-09', hasta: '2026-11' } }]],
  ['¿Quiénes son sus proveedores?', [{ name: 'monthlyPurchases', args: {} }]],
  [
    '¿cuánto le compra a sus proveedores en el último mes?',
    [{ name: 'monthlyPurchases', args: { desde: '2026-11', hasta: '2026-11' } }],
  ],
  // Sales and the month words.
  ['¿Cuánto vendió en octubre de 2025?', [{ name: 'monthlySales', args: { desde: '2025-10', hasta: '2025-10' } }]],
  ['¿Cuál es su facturación mensual?', [{ name: 'monthlySales', args: {} }]],
  ['ventas entre marzo y junio', [{ name: 'monthlySales', args: { desde: '2026-03', hasta: '2026-06' } }]],
  ['ventas desde enero', [{ name: 'monthlySales', args: { desde: '2026-01' } }]],
  ['ventas hasta agosto', [{ name: 'monthlySales', args: { hasta: '2026-08' } }]],
  ['ventas de este año', [{ name: 'monthlySales', args: { desde: '2026-01', hasta: '2026-11' } }]],
  ['ventas del mes pasado', [{ name: 'monthlySales', args: { desde: '2026-10', hasta: '2026-10' } }]],
  ['ventas de este mes', [{ name: 'monthlySales', args: { desde: '2026-11', hasta: '2026-11' } }]],
  ['ventas en 2025', [{ name: 'monthlySales', args: { desde: '2025-01', hasta: '2025-12' } }]],
  ['ventas del último año', [{ name: 'monthlySales', args: { desde: '2025-12', hasta: '2026-11' } }]],
  ['ventas de los últimos 2 años', [{ name: 'monthlySales', args: { desde: '2024-12', hasta: '2026-11' } }]],
  ['ventas entre noviembre y febrero', [{ name: 'monthlySales', args: { desde: '2025-11', hasta: '2026-02' } }]],
  ['ventas del último trimestre', [{ name: 'monthlySales', args: { desde: '2026-09', hasta: '2026-11' } }]],
  ['compras del último semestre', [{ name: 'monthlyPurchases', args: { desde: '2026-06', hasta: '2026-11' } }]],
  ['ventas entre 2024 y 2025', [{ name: 'monthlySales', args: { desde: '2024-01', hasta: '2025-12' } }]],
  ['ventas de diciembre', [{ name: 'monthlySales', args: { desde: '2025-12', hasta: '2025-12' } }]],
  ['ventas de setiembre del 2025', [{ name: 'monthlySales', args: { desde: '2025-09', hasta: '2025-09' } }]],
  ['Ventas Mensuales ÚLTIMOS SEIS MESES', [{ name: 'monthlySales', args: { desde: '2026-06', hasta: '2026-11' } }]],
  // Several asks in one question.
  [
    'ventas y compras mensuales',
    [
      { name: 'monthlySales', args: {} },
      { name: 'monthlyPurchases', args: {} },
    ],
  ],
  [
    'TGR, factorings con los que opera y ventas cruzadas',
    [
      { name: 'tgrDebt', args: {} },
      { name: 'factorings', args: {} },
      { name: 'crossSales', args: {} },
    ],
  ],
  // Cessions.
  ['¿Cuánto ha cedido este año?', [{ name: 'cessions', args: { desde: '2026-01', hasta: '2026-11' } }]],
  ['cesiones de septiembre', [{ name: 'cessions', args: { desde: '2026-09', hasta: '2026-09' } }]],
  ['¿Qué porcentaje de sus ventas cede?', [{ name: 'cessions', args: {} }]],
  // Claims and credit notes.
  ['¿Tiene reclamos?', [{ name: 'claimsAndCreditNotes', args: {} }]],
  [
    'notas de crédito de los últimos 12 meses',
    [{ name: 'claimsAndCreditNotes', args: { desde: '2025-12', hasta: '2026-11' } }],
  ],
  ['¿Le han rechazado facturas?', [{ name: 'claimsAndCreditNotes', args: {} }]],
  ['documentos anulados', [{ name: 'claimsAndCreditNotes', args: {} }]],
  // Risk.
  ['¿Cuál es su nivel de riesgo?', [{ name: 'riskLevel', args: {} }]],
  ['¿Es un cliente riesgoso?', [{ name: 'riskLevel', args: {} }]],
  ['¿Es confiable este cliente?', [{ name: 'riskLevel', args: {} }]],
  // Not recognised.
  ['Hola', []],
  ['¿Cómo estará el clima mañana?', []],
];

describe('the rules engine reads Spanish questions into tools and month windows', () => {
  it.each(QUESTIONS)('%s', (question, calls) => {
    expect(rulesCalls(question, TODAY)).toEqual(calls);
  });

  it('reads at least forty questions, every tool among them', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const used = new Set(QUESTIONS.flatMap(([, calls]) => calls.map((call) => call.name)));
    expect([...used].toSorted()).toEqual(TOOL_SPECS.map((tool) => tool.name).toSorted());
  });
});

describe('rulesEngine', () => {
  const result = (call: ToolCall): ToolResult => ({
    call,
    summary: `Resumen de ${call.name}.`,
    facts: [],
    link: `/dashboard-clientes/76354771-K?tab=${call.name}`,
  });
  const ask = (question: string) => {
    const asked: ToolCall[] = [];
    const answer = rulesEngine(TODAY).answer({
      question,
      razonSocial: 'EMPRESA DEMO',
      tools: TOOL_SPECS,
      runTool: async (call) => {
        asked.push(call);
        return result(call);
      },
      signal: new AbortController().signal,
    });
    return { asked, answer };
  };

  it("answers with the tools' own summaries, in the order asked, and the results they rest on", async () => {
    const { asked, answer } = ask('ventas y compras del mes pasado');
    const window = { desde: '2026-10', hasta: '2026-10' };
    expect(await answer).toEqual({
      text: 'Resumen de monthlySales.\n\nResumen de monthlyPurchases.',
      results: [result({ name: 'monthlySales', args: window }), result({ name: 'monthlyPurchases', args: window })],
    });
    expect(asked.map((call) => call.name)).toEqual(['monthlySales', 'monthlyPurchases']);
  });

  it('answers a question it does not recognise with what it can answer, running no tool', async () => {
    const { asked, answer } = ask('¿Quién ganó el partido?');
    expect(await answer).toEqual({ text: RULES_HELP, results: [] });
    expect(asked).toEqual([]);
    for (const topic of ['TGR', 'factorings', 'ventas cruzadas', 'compras mensuales', 'ventas mensuales'])
      expect(RULES_HELP).toContain(topic);
  });

  it('is the rules kind, shown as Modo sin IA', () => {
    expect(rulesEngine(TODAY).kind).toBe('rules');
  });
});
