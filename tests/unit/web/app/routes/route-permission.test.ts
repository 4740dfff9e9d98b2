import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { routeAllowed } from '@web/app/routes/route-permission';

describe('routeAllowed (core-platform §6 gates of the monitoring routes)', () => {
  it('grants acquired and assigned by default and owed only with cesionesAdeudadas', () => {
    const none = readFlags({});
    expect(routeAllowed('/cesion-adquiridas', none)).toBe(true);
    expect(routeAllowed('/cesion-cedidas', none)).toBe(true);
    expect(routeAllowed('/adeudadas', none)).toBe(false);
    expect(routeAllowed('/adeudadas', readFlags({ 'custom:cesionesAdeudadas': '1' }))).toBe(true);
    expect(routeAllowed('/cesion-adquiridas', readFlags({ 'custom:cesionesAdquiridas': '0' }))).toBe(false);
  });

  it('opens annulled/reduced with the deudor flag and accepted/rejected with the cliente flag, never with owed access', () => {
    const deudor = readFlags({ 'custom:deudor': '1' });
    expect(routeAllowed('/cliente-anulados', deudor)).toBe(true);
    expect(routeAllowed('/cliente-rebajados', deudor)).toBe(true);
    expect(routeAllowed('/deudor-aceptados', deudor)).toBe(false);
    const cliente = readFlags({ 'custom:cliente': '1' });
    expect(routeAllowed('/deudor-aceptados', cliente)).toBe(true);
    expect(routeAllowed('/deudor-rechazados', cliente)).toBe(true);
    expect(routeAllowed('/cliente-anulados', cliente)).toBe(false);
    const owed = readFlags({ 'custom:cliente': '1', 'custom:deudor': '1', 'custom:cesionesAdeudadas': '1' });
    expect(routeAllowed('/deudor-aceptados', owed)).toBe(false);
    expect(routeAllowed('/cliente-anulados', owed)).toBe(false);
  });

  it('leaves routes without a menu item open', () => {
    expect(routeAllowed('/loading', readFlags({}))).toBe(true);
  });
});
