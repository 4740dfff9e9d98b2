import { describe, expect, it } from 'vitest';
import type { JudicialCase, JudicialLitigant } from '@domain/judicial/judicial-records';
import { judicialCaseEvent } from '@domain/platform-events/judicial-case-event';
import { samplePayload } from '@domain/platform-events/webhook-resources';

const FACTORING = '76389992-6';
const CASO: JudicialCase = {
  rol: 'C-99-2026',
  fechaIngreso: '2026-11-20',
  caratulado: 'BANCO SUR / PÉREZ',
  tribunal: '1° Juzgado Civil de Santiago',
  competencia: 'civil',
};
const litigant = (rol: string, persona: string, nombre: string, rut: string | null): JudicialLitigant => ({
  rol,
  participante: persona === 'Natural' ? 'DDO.' : 'DTE.',
  persona,
  nombre,
  rut,
});

describe('the new court case webhook event', () => {
  const event = judicialCaseEvent(
    FACTORING,
    { rut: '96500001-9', razonSocial: 'COMERCIAL ANDES SPA', relacion: 'cliente' },
    CASO,
    [
      litigant('C-99-2026', 'Jurídica', 'BANCO SUR', '97000000-3'),
      // A natural person's RUT is never told, even if a record still carried it.
      litigant('C-99-2026', 'Natural', 'JUAN PÉREZ', '12345678-5'),
      litigant('C-1-2020', 'Jurídica', 'OTRO BANCO', '97004000-5'),
    ],
    '2026-11-23T06:00:00.000Z',
  );

  it('carries the RUT as the factoring holds it, the case and its litigants, natural persons by name and role', () => {
    expect(event).toEqual({
      id: `judicial.causa-nueva|${FACTORING}|96500001-9|1° Juzgado Civil de Santiago|C-99-2026`,
      tipo: 'judicial.causa-nueva',
      rutFactoring: FACTORING,
      fecha: '2026-11-23T06:00:00.000Z',
      parte: { rut: '96500001-9', razonSocial: 'COMERCIAL ANDES SPA', relacion: 'cliente' },
      causa: {
        rol: 'C-99-2026',
        tribunal: '1° Juzgado Civil de Santiago',
        competencia: 'civil',
        fechaIngreso: '2026-11-20',
        caratulado: 'BANCO SUR / PÉREZ',
        litigantes: [
          { participante: 'DTE.', persona: 'Jurídica', nombre: 'BANCO SUR', rut: '97000000-3' },
          { participante: 'DDO.', persona: 'Natural', nombre: 'JUAN PÉREZ', rut: null },
        ],
      },
      detalle: 'Causa judicial nueva: Rol C-99-2026 (1° Juzgado Civil de Santiago) de COMERCIAL ANDES SPA',
    });
    expect(JSON.stringify(event)).not.toContain('12345678-5');
  });

  it('names the RUT when the Cartera has no name for it', () => {
    const unnamed = judicialCaseEvent(
      FACTORING,
      { rut: '96500001-9', razonSocial: '', relacion: 'deudor' },
      CASO,
      [],
      '',
    );
    expect(unnamed.detalle).toBe('Causa judicial nueva: Rol C-99-2026 (1° Juzgado Civil de Santiago) de 96500001-9');
  });

  it("is the webhook card's sample for its type, of the factoring asking", () => {
    expect(samplePayload('judicial.causa-nueva', FACTORING)).toMatchObject({
      tipo: 'judicial.causa-nueva',
      rutFactoring: FACTORING,
      parte: { relacion: 'deudor' },
      causa: { litigantes: expect.arrayContaining([expect.objectContaining({ persona: 'Natural', rut: null })]) },
    });
  });
});
