import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { systemScope } from '@lambdas/access/system-scope';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import { runMonthlyReports } from '@lambdas/jobs/run-monthly-reports';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { createMonthlyReportDeps, type MonthlyReportRunDeps } from '@lambdas/services/reportes/create-monthly-report';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { MailRepository } from '@lambdas/store/mail-repository';
import { MonthlyReportRepository } from '@lambdas/store/monthly-report-repository';
import { readPdf } from '@tests/unit/documents/pdf-content';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { inboxAttachment, inboxMails, type InboxMail } from '../../support/mail-inbox';

const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';
const FACTORING_A = '76389992-6';
const FACTORING_B = '77000000-3';
/** Tuesday 1 December 2026, 09:00 in Santiago: the first working day of December. */
const FIRST_WORKING_DAY = new Date('2026-12-01T12:00:00.000Z');
/** Wednesday 2 December 2026. */
const NEXT_DAY = new Date('2026-12-02T12:00:00.000Z');

const user = (username: string, email: string, reportes = true): RegisteredUser => ({
  username,
  email,
  nombre: username,
  flags: readFlags({ cesionesAdquiridas: '1', ...(reportes ? { reportes: '1' } : {}) }),
});

describe('monthly report e-mail over dynalite and MailDev', () => {
  let mailDir: string;
  let server: LocalMailServer;
  let engines: LocalEngines;
  let deps: MonthlyReportRunDeps;
  const members: Record<string, RegisteredUser[]> = {
    [FACTORING_A]: [
      user('ana', 'ana@stcapital.cl'),
      user('beto', 'beto@stcapital.cl'),
      user('dora', 'dora@stcapital.cl'),
      user('eva', 'eva@stcapital.cl', false),
    ],
    [FACTORING_B]: [user('carla', 'carla@b.cl')],
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-monthly-report-'));
    server = await startLocalMailServer({ directory: mailDir });
    engines = await startLocalEngines({ mail: { from: FROM, smtp: server.smtp }, webOrigin: 'http://localhost:4200' });
    const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    const reports = new MonthlyReportRepository(engines.doc, engines.config.tables);
    const cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    const store = async (rutFactoring: string, folio: number, fechaCesion: string, montoCedido: number) =>
      cessions.upsert(
        systemScope(rutFactoring),
        cessionRecord({
          rutFactoring,
          folio,
          fechaCesion,
          montoCedido,
          montoDocumento: montoCedido,
          cesionario: { rut: rutFactoring, razonSocial: 'X' },
          fechaVencimiento: '2027-01-30',
        }),
      );
    await factorings.put({ rut: FACTORING_A, razonSocial: 'ST CAPITAL S.A.', features: { reportes: true } });
    await factorings.put({ rut: FACTORING_B, razonSocial: 'OTRO FACTORING S.A.', features: { reportes: true } });
    // November's acquired cessions of each factoring, and one of A's in October (outside the report).
    await store(FACTORING_A, 101, '2026-11-03 10:00', 1_000_000);
    await store(FACTORING_A, 102, '2026-11-27 16:30', 2_500_000);
    await store(FACTORING_A, 90, '2026-10-30 10:00', 7_000_000);
    await store(FACTORING_B, 201, '2026-11-10 11:00', 400_000);
    // eva is subscribed but may not see Reportes; dora is not subscribed.
    await reports.setSubscribers(systemScope(FACTORING_A), ['ana', 'beto', 'eva']);
    await reports.setSubscribers(systemScope(FACTORING_B), ['carla']);
    deps = {
      ...createMonthlyReportDeps(engines.config, { doc: engines.doc, s3: engines.s3 }),
      // The pool's users of each factoring (Cognito is not part of these engines).
      users: { listForFactoring: async ({ rutFactoring }: FactoringScope) => members[rutFactoring] ?? [] },
    };
  }, 60_000);

  afterAll(async () => {
    await engines?.stop();
    await server?.stop();
    await rm(mailDir, { recursive: true, force: true });
  });

  const reportMails = async () =>
    (await inboxMails(server.apiUrl)).filter((mail) => mail.subject.startsWith('Informe mensual de cesiones'));
  const recipients = (mails: InboxMail[]) => mails.flatMap((mail) => mail.to.map((to) => to.address)).sort();

  it('sends nothing on a day that is not the first working day of the month', async () => {
    expect(await runMonthlyReports(deps, NEXT_DAY)).toEqual({ enviados: 0, repetidos: 0, fallidos: 0 });
    expect(await reportMails()).toEqual([]);
  });

  it("e-mails each subscriber their factoring's November report as a PDF, and records the mails", async () => {
    expect(await runMonthlyReports(deps, FIRST_WORKING_DAY)).toEqual({ enviados: 3, repetidos: 0, fallidos: 0 });
    const mails = await reportMails();
    expect(recipients(mails)).toEqual(['ana@stcapital.cl', 'beto@stcapital.cl', 'carla@b.cl']);
    for (const mail of mails) {
      expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
        ['Informe mensual 2026-11.pdf', 'application/pdf'],
      ]);
    }
    const ana = mails.find((mail) => mail.to[0]!.address === 'ana@stcapital.cl')!;
    expect(ana.subject).toBe('Informe mensual de cesiones 11/2026 - ST CAPITAL S.A.');
    expect(ana.text).toContain('11/2026: 2 documentos. Total cedido vigente: $3.500.000');
    const pdf = await readPdf(await inboxAttachment(server.apiUrl, ana, 'Informe mensual 2026-11.pdf'));
    expect(pdf.text).toContain('Reportes: Resumen');
    expect(pdf.text).toContain('Periodo: 11/2026');
    expect(pdf.text).toContain('2 documentos. Total cedido vigente: $3.500.000');
    const carla = mails.find((mail) => mail.to[0]!.address === 'carla@b.cl')!;
    expect(carla.subject).toBe('Informe mensual de cesiones 11/2026 - OTRO FACTORING S.A.');
    const other = await readPdf(await inboxAttachment(server.apiUrl, carla, 'Informe mensual 2026-11.pdf'));
    expect(other.text).toContain('1 documento. Total cedido vigente: $400.000');
    expect(other.text).not.toContain('3.500.000');
    const records = await new MailRepository(engines.doc, engines.config.tables).listForFactoring(
      systemScope(FACTORING_A),
    );
    expect(records.filter((r) => r.kind === 'informe-mensual').map((r) => [r.estado, r.to])).toEqual(
      expect.arrayContaining([
        ['enviado', ['ana@stcapital.cl']],
        ['enviado', ['beto@stcapital.cl']],
      ]),
    );
  });

  it('sends nothing twice: a second run the same day, or later that month, finds every report sent', async () => {
    const before = (await reportMails()).length;
    expect(await runMonthlyReports(deps, FIRST_WORKING_DAY)).toEqual({ enviados: 0, repetidos: 3, fallidos: 0 });
    expect((await reportMails()).length).toBe(before);
  });

  it("sends only a new subscriber's report, leaving the other factoring's subscribers alone", async () => {
    const reports = new MonthlyReportRepository(engines.doc, engines.config.tables);
    await reports.setSubscribers(systemScope(FACTORING_A), ['ana', 'beto', 'dora']);
    const before = (await reportMails()).length;
    expect(await runMonthlyReports(deps, new Date('2026-12-01T20:00:00.000Z'))).toEqual({
      enviados: 1,
      repetidos: 3,
      fallidos: 0,
    });
    const mails = (await reportMails()).slice(before);
    expect(recipients(mails)).toEqual(['dora@stcapital.cl']);
    expect(await reports.subscribers(systemScope(FACTORING_B))).toEqual(['carla']);
  });
});
