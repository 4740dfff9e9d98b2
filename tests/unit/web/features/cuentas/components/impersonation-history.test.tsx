import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImpersonationHistory } from '@web/features/cuentas/components/impersonation-history';

const ACTION = {
  adminEmail: 'admin@radar.cl',
  targetEmail: 'ana@a.cl',
  outcome: 'ok',
};

describe("the account history's 'Ver como' part (core-platform §1 impersonation)", () => {
  it('shows each action with its Santiago date (dd/MM/yyyy HH:mm), administrator, user seen as and operation', () => {
    const html = renderToStaticMarkup(
      <ImpersonationHistory
        actions={[
          // 15:05 UTC is 12:05 in Santiago in March (summer time, UTC-3) and 11:05 in July (UTC-4).
          { ...ACTION, at: '2026-03-10T15:05:00.000Z', action: 'GET /api/files/download-url/{rut}' },
          { ...ACTION, at: '2026-07-10T15:05:00.000Z', action: 'Query.factoring', outcome: 'Forbidden' },
        ]}
      />,
    );
    const rows = [...html.matchAll(/<tr><td[^>]*>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map(
      (row) => row.slice(1).map((cell) => cell.replace(/<[^>]+>/g, '')),
    );
    expect(rows).toEqual([
      ['10/03/2026 12:05', 'admin@radar.cl', 'ana@a.cl', 'GET /api/files/download-url/{rut}'],
      ['10/07/2026 11:05', 'admin@radar.cl', 'ana@a.cl', 'Query.factoring(Forbidden)'],
    ]);
  });

  it('says so when no administrator saw as the account', () => {
    expect(renderToStaticMarkup(<ImpersonationHistory actions={[]} />)).toContain(
      'Ningún administrador ha visto como este usuario.',
    );
  });
});
