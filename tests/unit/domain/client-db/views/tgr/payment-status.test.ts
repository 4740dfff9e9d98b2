import { describe, expect, it } from 'vitest';
import { debtGroupStatus } from '@domain/client-db/views/tgr/debt-group-status';
import { paymentStatus, type PaymentStatus } from '@domain/client-db/views/tgr/payment-status';

const TODAY = '2025-06-15';

describe('paymentStatus', () => {
  it.each([
    [null, 'Sin Fecha'],
    ['', 'Sin Fecha'],
    ['1999-12-31', 'Fecha Inválida'],
    ['2025-02-30', 'Fecha Inválida'],
    ['2025-06-15', 'Vence Hoy'],
    ['2025-07-15', 'Próximo Vencimiento'], // 30 days ahead
    ['2025-07-16', 'Vigente'], // 31
    ['2025-09-13', 'Vigente'], // 90
    ['2025-09-14', 'Vigente a Largo Plazo'], // 91
    ['2025-05-16', 'Vencido Reciente'], // 30 days late
    ['2025-05-15', 'Recién Vencido'], // 31
    ['2025-03-17', 'Recién Vencido'], // 90
    ['2025-03-16', 'Vencido'], // 91
    ['2024-06-15', 'Vencido'], // 365
    ['2024-06-14', 'Muy Vencido'], // 366
  ] as const)('%s -> %s', (fechaVcto, expected) => {
    expect(paymentStatus(fechaVcto, TODAY)).toBe(expected);
  });
});

describe('debtGroupStatus', () => {
  const overdue = (n: number): PaymentStatus[] => Array.from({ length: n }, () => 'Vencido');
  it('names empty, undated, mixed and current groups', () => {
    expect(debtGroupStatus([], 0)).toBe('Sin Deuda');
    expect(debtGroupStatus(['Vencido'], 0)).toBe('Sin Deuda');
    expect(debtGroupStatus(['Sin Fecha', 'Fecha Inválida'], 500)).toBe('Fechas Inválidas');
    expect(debtGroupStatus(['Vencido', 'Vigente', 'Sin Fecha'], 500)).toBe('Mixto');
    expect(debtGroupStatus(['Vigente', 'Vence Hoy'], 50_000_000)).toBe('Al Día');
  });

  it('grades overdue groups at 10,000,000 and 1,000,000 CLP and more than 10 payments', () => {
    expect(debtGroupStatus(overdue(1), 10_000_001)).toBe('Crítico');
    expect(debtGroupStatus(overdue(1), 10_000_000)).toBe('Alto');
    expect(debtGroupStatus(overdue(1), 1_000_001)).toBe('Alto');
    expect(debtGroupStatus(overdue(1), 1_000_000)).toBe('Pendiente');
    expect(debtGroupStatus(overdue(11), 1_000_000)).toBe('Múltiple');
    expect(debtGroupStatus(overdue(10), 1_000_000)).toBe('Pendiente');
  });
});
