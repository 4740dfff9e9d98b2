import { describe, expect, it } from 'vitest';
import type { ToolCall, ToolName } from '@domain/assistant/assistant-port';
import { runAssistantTool } from '@domain/assistant/assistant-tools';
import { RULES_BAD_PERIOD, rulesEngine } from '@domain/assistant/rules-engine';
import { TOOL_SPECS } from '@domain/assistant/tool-catalogue';
import { CLIENT, loadTestDatabase } from '../../web/localdb/client-db-fixture';

const TODAY = '2026-11-29';

/** The client-detail tab each tool's figures come from (web/src/features/client-detail/model/detail-tab.ts). */
const TABS: Record<ToolName, string> = {
  tgrDebt: 'tgr',
  factorings: 'cesiones',
  crossSales: 'ventas',
  monthlyPurchases: 'compras',
  monthlySales: 'ventas',
  cessions: 'cesiones',
  claimsAndCreditNotes: 'ventas',
  riskLevel: 'riesgo',
};

const emptyClient = () => loadTestDatabase({ razonsocial: [{ rut: CLIENT, razonsocial: 'EMPRESA SPA' }] });

describe('runAssistantTool', () => {
  it("runs every tool over the loaded client's database, linking the tab and window its figures came from", async () => {
    const reader = await emptyClient();
    for (const { name } of TOOL_SPECS) {
      const ranged = name !== 'tgrDebt';
      const result = runAssistantTool(
        reader,
        { name, args: ranged ? { desde: '2026-03', hasta: '2026-05' } : {} },
        TODAY,
      );
      const window = ranged ? '&inicio=2026-03-01&fin=2026-05-31' : '';
      expect(result.link, name).toBe(`/dashboard-clientes/${CLIENT}?tab=${TABS[name]}${window}`);
      expect(result.facts.length, name).toBeGreaterThan(0);
      if (ranged) expect(result.facts[0], name).toEqual({ label: 'Período', text: '01-03-2026 al 31-05-2026' });
      expect(result.summary, name).not.toBe('');
    }
  });

  it('refuses an unknown tool, an argument a tool does not take (never a RUT) and a bad month window', async () => {
    const reader = await emptyClient();
    const refused: ToolCall[] = [
      { name: 'sqlLibre' as ToolName, args: {} },
      { name: 'monthlySales', args: { rut: '96519800-8' } as ToolCall['args'] },
      { name: 'tgrDebt', args: { desde: '2026-01' } },
      { name: 'monthlySales', args: { desde: '2026-1' } },
      { name: 'monthlySales', args: { desde: '2026-06', hasta: '2026-01' } },
      { name: 'monthlySales', args: { desde: '2027-01' } },
    ];
    for (const call of refused)
      expect(() => runAssistantTool(reader, call, TODAY), JSON.stringify(call)).toThrow(RangeError);
  });

  it('lets the rules engine answer a period after today with what it can read, without figures', async () => {
    const reader = await emptyClient();
    const answer = await rulesEngine(TODAY).answer({
      question: 'ventas de enero de 2030',
      razonSocial: 'EMPRESA SPA',
      tools: TOOL_SPECS,
      runTool: async (call) => runAssistantTool(reader, call, TODAY),
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({ text: RULES_BAD_PERIOD, results: [] });
  });
});
