import { describe, expect, it } from 'vitest';
import { estadoDbThor, hasNominaStatus } from '@web/lib/cessions/estado-db-thor';
import { cesionView } from '@tests/support/cession-factory';

describe('Estado DBThor model', () => {
  it("reads the nómina's status, '' when the document is not listed or the field is absent", () => {
    expect(estadoDbThor({ ...cesionView(), estadoDbThor: 'MOROSO' } as ReturnType<typeof cesionView>)).toBe('MOROSO');
    expect(estadoDbThor({ ...cesionView(), estadoDbThor: null } as ReturnType<typeof cesionView>)).toBe('');
    expect(estadoDbThor(cesionView())).toBe('');
  });

  it('sees nómina data only when the server set estadoNomina on some row', () => {
    expect(hasNominaStatus([cesionView(), cesionView({ estadoNomina: 'No está en nómina' })])).toBe(true);
    expect(hasNominaStatus([cesionView()])).toBe(false);
    expect(hasNominaStatus([])).toBe(false);
  });
});
