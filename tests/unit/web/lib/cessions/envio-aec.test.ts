import { describe, expect, it } from 'vitest';
import type { CesionView } from '@domain/cession';
import { envioOf, envioTone, hasLiveEnvio } from '@web/lib/cessions/envio-aec';
import { documentId, outcomesByDocument } from '@web/lib/cessions/cesion-resultado';
import { cesionView } from '@tests/support/cession-factory';
import { envio } from './envio';

describe('envío of a listed cession', () => {
  it('colours queued and sent info, accepted success, rejected and failed danger', () => {
    expect(envioTone('en-cola')).toBe('info');
    expect(envioTone('enviado')).toBe('info');
    expect(envioTone('aceptado')).toBe('success');
    expect(envioTone('rechazado')).toBe('danger');
    expect(envioTone('fallido')).toBe('danger');
  });

  it('reads the envío the list query adds, null when absent or null', () => {
    const sent = envio({ estado: 'aceptado', etiqueta: 'Aceptado' });
    expect(envioOf({ ...cesionView(), envio: sent } as CesionView)).toBe(sent);
    expect(envioOf({ ...cesionView(), envio: null } as CesionView)).toBeNull();
    expect(envioOf(cesionView())).toBeNull();
  });

  it('counts an envío the SII has not rejected as taking the document away', () => {
    expect(hasLiveEnvio({ ...cesionView(), envio: envio({ estado: 'enviado' }) } as CesionView)).toBe(true);
    expect(hasLiveEnvio({ ...cesionView(), envio: envio({ estado: 'aceptado' }) } as CesionView)).toBe(true);
    expect(
      hasLiveEnvio({ ...cesionView(), envio: envio({ estado: 'en-cola', etiqueta: 'En preparación' }) } as CesionView),
    ).toBe(true);
    expect(hasLiveEnvio({ ...cesionView(), envio: envio({ estado: 'rechazado' }) } as CesionView)).toBe(false);
    expect(hasLiveEnvio({ ...cesionView(), envio: envio({ estado: 'fallido' }) } as CesionView)).toBe(false);
    expect(hasLiveEnvio(cesionView())).toBe(false);
  });
});

describe('outcomesByDocument', () => {
  it('finds each document of the answer however its rut is written', () => {
    const sent = { rutEmisor: '76354771-K', tipo: 33, folio: 170, error: null, envio: envio() };
    const failed = { rutEmisor: '76354771-k', tipo: 33, folio: 171, error: 'Documento no encontrado', envio: null };
    const outcomes = outcomesByDocument({ statusCode: 400, AECs: [sent], AECsError: [failed] });
    expect(outcomes.get(documentId({ rutEmisor: '76.354.771-K', tipo: 33, folio: 170 }))).toBe(sent);
    expect(outcomes.get(documentId({ rutEmisor: '76354771-K', tipo: 33, folio: 171 }))).toBe(failed);
    expect(outcomes.get(documentId({ rutEmisor: '76354771-K', tipo: 34, folio: 170 }))).toBeUndefined();
  });
});
