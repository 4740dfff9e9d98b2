import { describe, expect, it } from 'vitest';
import { envioProgress } from '@web/lib/cessions/envio-progress';

const sent = (estado: string | null) => ({ envio: estado === null ? null : { estado } });

describe('envioProgress', () => {
  it('counts the accepted, those that ended without effect and those still moving', () => {
    const followed = [
      sent('aceptado'),
      sent('aceptado'),
      sent('rechazado'),
      sent('fallido'),
      sent('en-cola'),
      sent('subiendo'),
      sent('enviado'),
      sent(null),
    ];
    expect(envioProgress(followed)).toEqual({ total: 8, aceptadas: 2, sinEfecto: 2, enCurso: 4 });
  });

  it('is all zero before any envío', () => {
    expect(envioProgress([])).toEqual({ total: 0, aceptadas: 0, sinEfecto: 0, enCurso: 0 });
  });
});
