import { describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { debtorClaimFlag, debtorClaims } from '@domain/red-flags/debtor-claim-rate';
import { duplicateCessionFlag } from '@domain/red-flags/duplicate-cession';
import { withRedFlags } from '@domain/red-flags/evaluate-red-flags';
import { DEFAULT_RED_FLAG_SETTINGS, readRedFlagSettings } from '@domain/red-flags/settings';
import { cessionRecord } from '@tests/support/cession-factory';

const FACTORING = '76389992-6';
const OTHER = '76399752-9';

function ced(fecha: string, responsable: string): DteEvent {
  return { codigo: 'CED', descripcion: 'DTE Cedido', fecha, responsable };
}

describe('rule e: ceded again by someone else while held', () => {
  const held = (overrides: Partial<CessionRecord>) => cessionRecord({ fechaCesion: '2019-04-04 09:09', ...overrides });

  it.each([
    ['a CED by another RUT one day later', [ced('2019-04-05 10:00:00', OTHER)], true],
    ['a CED by another RUT later the same day', [ced('2019-04-04 09:10:00', OTHER)], true],
    ['the cesión own CED (same minute)', [ced('2019-04-04 09:09:41', OTHER)], false],
    ['a CED one day before (an earlier cesión of the chain)', [ced('2019-04-03 09:09:00', OTHER)], false],
    ['a later CED by the factoring itself', [ced('2019-04-06 09:09:00', FACTORING)], false],
  ])('%s', (_, eventos, flagged) => {
    expect(duplicateCessionFlag(held({ eventos }), FACTORING) !== null).toBe(flagged);
  });

  it('raises nothing for a recedido record, one the SII no longer lists as current, or another role', () => {
    const eventos = [ced('2019-04-05 10:00:00', OTHER)];
    expect(duplicateCessionFlag(held({ eventos, recedido: true }), FACTORING)).toBeNull();
    expect(duplicateCessionFlag(held({ eventos, estadoCesionSii: '' }), FACTORING)).toBeNull();
    expect(duplicateCessionFlag(held({ eventos, role: 'cedente' }), FACTORING)).toBeNull();
  });

  it('says when, without naming a RUT (demo mode masks RUT values only)', () => {
    expect(duplicateCessionFlag(held({ eventos: [ced('2019-04-05 10:00:00', OTHER)] }), FACTORING)?.motivo).toBe(
      'El SII registra una nueva cesión del 05/04/2019 10:00 hecha por otro cedente (ver Mvtos.), mientras esta cesión figura vigente',
    );
  });
});

describe('rule f: debtor claim rate in the factoring history', () => {
  const claim: DteEvent = { codigo: 'RCD', descripcion: '', fecha: '2019-04-05 10:00:00', responsable: '96874030-K' };
  /** `total` acquired documents of one debtor, the first `claimed` of them claimed. */
  function history(total: number, claimed: number): CessionRecord[] {
    return Array.from({ length: total }, (_, i) =>
      cessionRecord({ folio: 1000 + i, eventos: i < claimed ? [claim] : [] }),
    );
  }

  it.each([
    ['1 of 5 meets 20% exactly', 5, 1, true],
    ['1 of 6 is below 20%', 6, 1, false],
    ['4 of 4 has too few documents', 4, 4, false],
    ['2 of 5 is above', 5, 2, true],
  ])('%s', (_, total, claimed, flagged) => {
    expect(
      debtorClaimFlag(debtorClaims(history(total, claimed)).get('96874030-K'), DEFAULT_RED_FLAG_SETTINGS) !== null,
    ).toBe(flagged);
  });

  it('counts each document once, only acquired ones with a known event list', () => {
    const records = [
      ...history(3, 1),
      cessionRecord({ folio: 1000, idSecuencia: 2 }),
      cessionRecord({ folio: 2000, role: 'cedente', eventos: [claim] }),
      cessionRecord({ folio: 3000, eventos: null }),
    ];
    expect(debtorClaims(records).get('96874030-K')).toEqual({ documentos: 3, reclamados: 1 });
  });

  it('uses the factoring settings, and defaults for missing or bad values', () => {
    const settings = readRedFlagSettings({ alertaReclamosUmbralPct: 50, alertaReclamosMinimoDocumentos: 2 });
    expect(settings).toEqual({ umbralReclamosPct: 50, minimoDocumentos: 2 });
    expect(debtorClaimFlag({ documentos: 2, reclamados: 1 }, settings)?.motivo).toBe(
      'El deudor reclamó 1 de 2 documentos cedidos a la factoring (50%, umbral 50%)',
    );
    expect(debtorClaimFlag({ documentos: 3, reclamados: 1 }, settings)).toBeNull();
    expect(readRedFlagSettings({ alertaReclamosUmbralPct: 0, alertaReclamosMinimoDocumentos: 1.5 })).toEqual(
      DEFAULT_RED_FLAG_SETTINGS,
    );
    expect(readRedFlagSettings(null)).toEqual(DEFAULT_RED_FLAG_SETTINGS);
  });
});

describe('withRedFlags', () => {
  it('stores every rule a record breaks, in rule order, and [] on a clean one', () => {
    const risky = cessionRecord({
      folio: 1,
      fechaCesion: '2019-04-04 09:09',
      fechaVencimiento: '2019-04-01',
      montoCedido: 300_000,
      montoDocumento: 230_992,
      eventos: [
        { codigo: 'RCD', descripcion: '', fecha: '2019-04-02 10:00:00', responsable: '96874030-K' },
        { codigo: 'NCA', descripcion: '', fecha: '2019-04-03 10:00:00', responsable: OTHER },
        ced('2019-04-05 10:00:00', OTHER),
      ],
    });
    const clean = cessionRecord({ folio: 2, deudor: { rut: '99999999-9', razonSocial: 'OTRO' } });
    const [flagged, ok] = withRedFlags([risky, clean], {
      rutFactoring: FACTORING,
      settings: { umbralReclamosPct: 100, minimoDocumentos: 1 },
    });
    expect(flagged?.alertas?.map((flag) => flag.regla)).toEqual([
      'NOTA_CREDITO_PREVIA',
      'RECLAMO_PREVIO',
      'VENCIDO_AL_CEDER',
      'MONTO_SOBRE_TOTAL',
      'CESION_DUPLICADA',
      'DEUDOR_RECLAMADOR',
    ]);
    expect(ok?.alertas).toEqual([]);
    expect(risky.alertas).toBeUndefined();
  });
});
