import { describe, expect, it } from 'vitest';
import { envioEtiqueta, estadoFromSii } from '@domain/aec-envio/envio';

describe('estadoFromSii (RPETC-WS manual §3.2.1 getEstEnvio states)', () => {
  it('EOK is accepted; every rejection state is rejected; the in-progress states and none keep it sent', () => {
    expect(estadoFromSii('EOK')).toBe('aceptado');
    expect(estadoFromSii(' eok ')).toBe('aceptado');
    for (const code of ['RSC', 'RFS', 'RCR', 'RDC', 'RCS', 'EAN']) expect(estadoFromSii(code)).toBe('rechazado');
    for (const code of ['UPL', 'RCP', 'SOK', 'FSO', 'COK', 'VDC', 'VCS', '-11'])
      expect(estadoFromSii(code)).toBe('enviado');
    expect(estadoFromSii(null)).toBe('enviado');
  });
});

describe('envioEtiqueta', () => {
  const base = { estadoSii: null, glosa: null };
  it('labels each state as the cession screens show it', () => {
    expect(envioEtiqueta({ ...base, estado: 'en-cola' })).toBe('En preparación');
    expect(envioEtiqueta({ ...base, estado: 'subiendo' })).toBe('Enviado al SII');
    expect(envioEtiqueta({ ...base, estado: 'enviado', estadoSii: 'VCS' })).toBe('Enviado al SII');
    expect(envioEtiqueta({ ...base, estado: 'aceptado', estadoSii: 'EOK' })).toBe('Aceptado');
    expect(envioEtiqueta({ estado: 'rechazado', estadoSii: 'RCS', glosa: 'El cedente no es el tenedor vigente' })).toBe(
      'Rechazado: RCS El cedente no es el tenedor vigente',
    );
    expect(envioEtiqueta({ ...base, estado: 'fallido', glosa: 'Sin certificado' })).toBe(
      'Envío fallido: Sin certificado',
    );
    expect(envioEtiqueta({ ...base, estado: 'fallido' })).toBe('Envío fallido: sin respuesta del SII');
  });
});
