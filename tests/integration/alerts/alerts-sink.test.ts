import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { runAlertDigests } from '@lambdas/jobs/run-alert-digests';
import { systemScope } from '@lambdas/access/system-scope';
import { AlertsSink } from '@lambdas/services/alerts/alerts-sink';
import { alertResolvers } from '@lambdas/graphql/alerts/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { createMailSender } from '@lambdas/mail/create-mail-sender';
import type { EventoBackAlerta } from '@domain/wire/evento-back';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { AlertPreferenceRepository } from '@lambdas/store/alert-preference-repository';
import { AlertRepository } from '@lambdas/store/alert-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { MailRepository } from '@lambdas/store/mail-repository';
import { ALERT_FACTORING, ALERT_SCOPE, avisos, platformEvent } from '../../support/alert-events';
import { anaIdentity } from '../../support/identity-factory';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { inboxMails, waitForMail } from '../../support/mail-inbox';
import { UNUSED_STORES } from '../../support/store-stubs';

const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';
/** The morning after the alerts below (08:00 in Santiago on 24/11). */
const NEXT_MORNING = new Date('2026-11-24T11:00:00.000Z');
const ALERT_TIME = new Date('2026-11-23T15:00:00.000Z');

describe('user alerts over dynalite and MailDev', () => {
  let mailDir: string;
  let server: LocalMailServer;
  let engines: LocalEngines;
  let alerts: AlertRepository;
  let preferences: AlertPreferenceRepository;
  const pushed: EventoBackAlerta[] = [];
  const users: RegisteredUser[] = [
    {
      username: 'ana',
      email: 'ana@stcapital.cl',
      nombre: 'Ana',
      flags: avisos('notificaRechazo', 'notificaAnulacion'),
    },
    { username: 'beto', email: 'beto@stcapital.cl', nombre: 'Beto', flags: avisos('notificaAceptacion') },
  ];
  const directory = {
    listForFactoring: async ({ rutFactoring }: FactoringScope) => (rutFactoring === ALERT_FACTORING ? users : []),
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-alerts-mail-'));
    server = await startLocalMailServer({ directory: mailDir });
    engines = await startLocalEngines({ mail: { from: FROM, smtp: server.smtp }, webOrigin: 'http://localhost:4200' });
    alerts = new AlertRepository(engines.doc, engines.config.tables.alerts);
    preferences = new AlertPreferenceRepository(engines.doc, engines.config.tables.alertPreferences);
    await new FactoringRepository(engines.doc, engines.config.tables.factorings).put({
      rut: ALERT_FACTORING,
      razonSocial: 'ST CAPITAL S.A.',
    });
  });

  afterAll(async () => {
    await engines?.stop();
    await server?.stop();
    await rm(mailDir, { recursive: true, force: true });
  });

  const sink = () =>
    new AlertsSink({
      users: directory,
      preferences,
      alerts,
      mail: createMailSender(engines.config, { doc: engines.doc, now: () => ALERT_TIME }),
      push: async (scope, message) => void pushed.push({ ...message, rutFactoring: scope.rutFactoring }),
      now: () => ALERT_TIME,
      logger: console,
      webOrigin: engines.config.webOrigin,
    });
  const graphqlDeps = () =>
    ({ ...UNUSED_STORES, alerts, alertPreferences: preferences, now: () => ALERT_TIME }) as unknown as GraphqlDeps;
  const bell = async (username: string) =>
    (await alertResolvers['Query.alertasUsuario']!({
      args: { rutFactoring: ALERT_FACTORING },
      identity: { ...anaIdentity(), username },
      deps: graphqlDeps(),
    })) as {
      noLeidas: number;
      alertas: { id: string; titulo: string; leida: boolean }[];
    };

  it('alerts the entitled user of a claim: stored unread, pushed to them, e-mailed and recorded in the mails table', async () => {
    await sink().publish(ALERT_SCOPE, [platformEvent('cesion.reclamada', 1234), platformEvent('cesion.nueva', 99)]);
    const mail = await waitForMail(
      server.apiUrl,
      (m) => m.subject === 'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA',
    );
    expect(mail.to.map((to) => to.address)).toEqual(['ana@stcapital.cl']);
    expect(mail.html).toContain('DISTRIBUIDORA ÑUBLE LTDA');
    expect(mail.text).toContain('$1.190.000');
    expect(mail.html).toContain('<a href="http://localhost:4200/"');
    expect(mail.text).toContain('Ingresar a Radar Cesiones: http://localhost:4200/');
    const records = await new MailRepository(engines.doc, engines.config.tables).listForFactoring(
      systemScope(ALERT_FACTORING),
    );
    expect(records.map((r) => [r.kind, r.estado, r.to])).toContainEqual(['alerta', 'enviado', ['ana@stcapital.cl']]);
    expect(pushed.map((m) => [m.rutFactoring, m.username, m.alerta.titulo])).toEqual([
      [ALERT_FACTORING, 'ana', 'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA'],
    ]);
    expect((await bell('ana')).noLeidas).toBe(1);
    expect((await bell('beto')).noLeidas).toBe(0);
  });

  it('respects the suppression list: a suppressed address gets no e-mail, the alert is still in the bell', async () => {
    await new MailRepository(engines.doc, engines.config.tables).suppress(
      'ana@stcapital.cl',
      'rebote',
      ALERT_TIME.toISOString(),
    );
    const before = (await inboxMails(server.apiUrl)).length;
    await sink().publish(ALERT_SCOPE, [platformEvent('cesion.reclamada', 5678)]);
    expect((await bell('ana')).noLeidas).toBe(2);
    const records = await new MailRepository(engines.doc, engines.config.tables).listForFactoring(
      systemScope(ALERT_FACTORING),
    );
    expect(records.map((r) => [r.kind, r.estado])).toContainEqual(['alerta', 'suprimido']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await inboxMails(server.apiUrl)).length).toBe(before);
  });

  it('marks one alert read, then all, for the caller only', async () => {
    await sink().publish(ALERT_SCOPE, [platformEvent('cesion.plazo-aceptacion', 4321)]);
    expect((await bell('beto')).noLeidas).toBe(1);
    const first = (await bell('ana')).alertas[0]!;
    const mark = (username: string, ids: string[] | null) =>
      alertResolvers['Mutation.marcarAlertasLeidas']!({
        args: { rutFactoring: ALERT_FACTORING, ids },
        identity: { ...anaIdentity(), username },
        deps: graphqlDeps(),
      });
    expect(await mark('ana', [first.id])).toMatchObject({ noLeidas: 1 });
    expect(await mark('ana', null)).toMatchObject({ noLeidas: 0 });
    expect((await bell('ana')).alertas.every((a) => a.leida)).toBe(true);
    expect((await bell('beto')).noLeidas).toBe(1);
  });

  it("e-mails the previous day's digest once, however often the job runs", async () => {
    await preferences.put(
      systemScope(ALERT_FACTORING),
      'beto',
      {
        'cesion.reclamada': { email: false, app: false, resumen: false },
        'cesion.anulada': { email: false, app: false, resumen: false },
        'cesion.rebajada': { email: false, app: false, resumen: false },
        'cesion.plazo-aceptacion': { email: false, app: true, resumen: true },
        'cesion.cedida-otro': { email: false, app: false, resumen: false },
        'judicial.causa-nueva': { email: false, app: false, resumen: false },
      },
      ALERT_TIME.toISOString(),
    );
    await sink().publish(ALERT_SCOPE, [platformEvent('cesion.plazo-aceptacion', 8765)]);
    const deps = {
      factorings: new FactoringRepository(engines.doc, engines.config.tables.factorings),
      users: directory,
      preferences,
      alerts,
      mail: createMailSender(engines.config, { doc: engines.doc }),
      logger: console,
      webOrigin: engines.config.webOrigin,
    };
    expect(await runAlertDigests(deps, NEXT_MORNING)).toEqual({ enviados: 1, repetidos: 0, fallidos: 0 });
    expect(await runAlertDigests(deps, new Date(NEXT_MORNING.getTime() + 3_600_000))).toEqual({
      enviados: 0,
      repetidos: 1,
      fallidos: 0,
    });
    const digest = await waitForMail(server.apiUrl, (m) => m.subject.startsWith('Resumen de alertas del 23/11/2026'));
    // Only the alert stored for the digest (8765), not the earlier one stored with the default (app only).
    expect(digest.subject).toBe('Resumen de alertas del 23/11/2026 (1 alerta)');
    expect(digest.text).toContain('N° 8765');
    expect(digest.text).toContain('Ingresar a Radar Cesiones: http://localhost:4200/');
    expect((await inboxMails(server.apiUrl)).filter((m) => m.subject.startsWith('Resumen de alertas')).length).toBe(1);
  });
});
