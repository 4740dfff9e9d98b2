import { describe, expect, it } from 'vitest';
import { readReportParams, reportParamsPatch } from '@web/features/reportes/model/report-params';

describe('report parameters in the address', () => {
  it('defaults to the last six months up to the current one, on the view of the path', () => {
    expect(readReportParams(new URLSearchParams(), '/reportes', '2026-03-15')).toEqual({
      desde: '2025-10',
      hasta: '2026-03',
      cedente: '',
      deudor: '',
      ejecutivo: '',
      vista: 'resumen',
    });
    expect(readReportParams(new URLSearchParams(), '/informeARC', '2026-03-15').vista).toBe('arc');
  });

  it('reads back what it writes, and replaces malformed months by the default ones', () => {
    const params = {
      desde: '2025-01',
      hasta: '2025-06',
      cedente: '76354771-K',
      deudor: '',
      ejecutivo: 'ana@factoring.cl',
      vista: 'arc',
    } as const;
    const patch = reportParamsPatch(params);
    expect(patch).toMatchObject({ cedente: '76354771-K', deudor: null, ejecutivo: 'ana@factoring.cl' });
    expect(reportParamsPatch({ ...params, ejecutivo: '' }).ejecutivo).toBeNull();
    const address = new URLSearchParams(Object.entries(patch).filter((entry): entry is [string, string] => !!entry[1]));
    expect(readReportParams(address, '/reportes', '2026-03-15')).toEqual(params);
    const bad = readReportParams(new URLSearchParams('desde=2025-13&hasta=x&vista=otra'), '/reportes', '2026-03-15');
    expect([bad.desde, bad.hasta, bad.vista]).toEqual(['2025-10', '2026-03', 'resumen']);
  });
});
