import { describe, expect, it } from 'vitest';
import { selectAlertRecipients, type AlertCandidate } from '@domain/alerts/alert-recipients';
import { ALERT_TYPES, DEFAULT_ALERT_PREFERENCES, effectivePreferences } from '@domain/alerts/alert-types';
import { avisos } from '@tests/support/alert-events';

const user = (
  username: string,
  flags: AlertCandidate['flags'],
  preferences: AlertCandidate['preferences'] = null,
  email = `${username}@stcapital.cl`,
): AlertCandidate => ({
  username,
  email,
  flags,
  preferences,
});

describe('alert recipients: flags × preferences', () => {
  it('gates each type by its flag: reclamada by notificaRechazo, anulada and rebajada by notificaAnulacion, plazo by notificaAceptacion, cedida a otro by radarVentas, causa judicial nueva by radarJudicial', () => {
    const all = { email: true, app: true, resumen: true };
    const everything = Object.fromEntries(ALERT_TYPES.map((tipo) => [tipo, all]));
    const users = [
      user('rechazo', avisos('notificaRechazo'), everything),
      user('anulacion', avisos('notificaAnulacion'), everything),
      user('aceptacion', avisos('notificaAceptacion'), everything),
      user('cesion', avisos('notificaCesion'), everything),
      user('radar', avisos('radarVentas'), everything),
      user('judicial', avisos('radarJudicial'), everything),
    ];
    const who = (tipo: (typeof ALERT_TYPES)[number]) => selectAlertRecipients(tipo, users).map((d) => d.username);
    expect(who('cesion.reclamada')).toEqual(['rechazo']);
    expect(who('cesion.anulada')).toEqual(['anulacion']);
    expect(who('cesion.rebajada')).toEqual(['anulacion']);
    expect(who('cesion.plazo-aceptacion')).toEqual(['aceptacion']);
    expect(who('cesion.cedida-otro')).toEqual(['radar']);
    expect(who('judicial.causa-nueva')).toEqual(['judicial']);
  });

  it('applies the defaults to a user who never saved preferences: claims by e-mail and in the app', () => {
    const [delivery] = selectAlertRecipients('cesion.reclamada', [user('ana', avisos('notificaRechazo'))]);
    expect(delivery).toEqual({
      username: 'ana',
      email: 'ana@stcapital.cl',
      porCorreo: true,
      enApp: true,
      enResumen: false,
    });
    expect(selectAlertRecipients('cesion.rebajada', [user('ana', avisos('notificaAnulacion'))])).toEqual([
      { username: 'ana', email: 'ana@stcapital.cl', porCorreo: false, enApp: false, enResumen: true },
    ]);
  });

  it('follows saved channels, skips users with every channel off, and keeps defaults for types never saved', () => {
    const users = [
      user('solo-correo', avisos('notificaRechazo', 'notificaAnulacion'), {
        'cesion.reclamada': { email: true, app: false, resumen: false },
      }),
      user('nada', avisos('notificaRechazo', 'notificaAnulacion'), {
        'cesion.reclamada': { email: false, app: false, resumen: false },
      }),
    ];
    expect(selectAlertRecipients('cesion.reclamada', users)).toEqual([
      { username: 'solo-correo', email: 'solo-correo@stcapital.cl', porCorreo: true, enApp: false, enResumen: false },
    ]);
    // anulada was never saved by either: the default (app only) applies to both.
    expect(selectAlertRecipients('cesion.anulada', users).map((d) => [d.username, d.enApp, d.porCorreo])).toEqual([
      ['solo-correo', true, false],
      ['nada', true, false],
    ]);
  });

  it('never e-mails a user without an address, but still alerts in the app', () => {
    expect(
      selectAlertRecipients('cesion.reclamada', [user('sin-correo', avisos('notificaRechazo'), null, '')]),
    ).toEqual([{ username: 'sin-correo', email: '', porCorreo: false, enApp: true, enResumen: false }]);
  });

  it('turns every channel off for a type the flags deny, whatever was saved', () => {
    const saved = { 'cesion.plazo-aceptacion': { email: true, app: true, resumen: true } };
    expect(effectivePreferences(saved, avisos('notificaRechazo'))['cesion.plazo-aceptacion']).toEqual({
      email: false,
      app: false,
      resumen: false,
    });
    expect(
      effectivePreferences(
        null,
        avisos('notificaRechazo', 'notificaAnulacion', 'notificaAceptacion', 'radarVentas', 'radarJudicial'),
      ),
    ).toEqual(DEFAULT_ALERT_PREFERENCES);
  });
});
