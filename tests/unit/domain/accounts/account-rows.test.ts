import { describe, expect, it } from 'vitest';
import { executiveRows } from '@domain/accounts/executive-rows';
import { flagsFromRecord, flagsToRecord } from '@domain/accounts/permission-wire';
import { noFlags } from '@domain/accounts/permission-editor';

describe('executive CSV rows', () => {
  it('drops a header row, skips blank rows and keeps bad rows for the server to report', () => {
    const rows = executiveRows([
      ['Ejecutivo', 'Rut empresa'],
      [' ana@factoring.cl ', '76.354.771-K'],
      [],
      [null, null],
      ['beto@factoring.cl', 'no-es-rut'],
      ['', 96790240],
    ]);
    expect(rows).toEqual([
      { usernameEjecutivo: 'ana@factoring.cl', rutEmpresa: '76.354.771-K' },
      { usernameEjecutivo: 'beto@factoring.cl', rutEmpresa: 'no-es-rut' },
      { usernameEjecutivo: '', rutEmpresa: '96790240' },
    ]);
  });

  it('keeps a first row that is already data', () => {
    expect(executiveRows([['ana@factoring.cl', '76354771-K']])).toHaveLength(1);
  });
});

describe('REST user record flags (core-platform §3 wire names)', () => {
  it('reads flags under their wire names or their own names, 1/true/"1" granting', () => {
    const flags = flagsFromRecord({
      email: 'x@y.cl',
      aceptacion: true,
      cesion_masiva: 1,
      cuentas: '1',
      ceder_grilla: 0,
      radarVentas: false,
    });
    expect(flags).toEqual({ ...noFlags(), notificaAceptacion: true, cesionMasiva: true, cuentas: true });
  });

  it('writes 0/1 under the flags’ own names', () => {
    const record = flagsToRecord({ ...noFlags(), deudor: true });
    expect(record.deudor).toBe(1);
    expect(record.cliente).toBe(0);
    expect(flagsFromRecord(record)).toEqual({ ...noFlags(), deudor: true });
  });
});
