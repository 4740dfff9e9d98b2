import type { CesionView } from '@domain/cession';
import { monthLabel } from '@domain/calendar-month';
import { readFactoringFeatures } from '@domain/factoring-features';
import type { PdfDocumentClass } from '@domain/pdf/pdf-document';
import { buildReport } from '@domain/reportes/report';
import { reportHeadline } from '@domain/reportes/report-pdf-content';
import { reportPdfContent } from '@domain/reportes/report-pdf-sections';
import { renderReportPdf } from '@domain/reportes/report-pdf';
import { reportMonthAt } from '@domain/reportes/monthly-report-day';
import type { UserDirectory } from '../../access/user-directory';
import type { MailSender } from '../../mail/mail-sender';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { FactoringRecord } from '../../store/factoring-repository';
import type { MonthlyReportRepository } from '../../store/monthly-report-repository';
import { noMailsYet, type MailRunCounts } from '../../mail/mail-run-counts';
import { PLATFORM_NAME } from '../../mail/templates/mail-layout';
import { monthlyReportMail } from './monthly-report-mail';

export interface MonthlyReportDeps {
  users: Pick<UserDirectory, 'listForFactoring'>;
  reports: Pick<MonthlyReportRepository, 'claim' | 'release'>;
  /**
   * Every acquired cession of the scope's factoring in month `mes` ('yyyy-MM'), as the acquired list shows them at
   * `now`.
   */
  readMonth(scope: FactoringScope, mes: string, now: Date): Promise<CesionView[]>;
  /** pdfkit's class (Node's `pdfkit`). */
  PDFDocument: PdfDocumentClass;
  mail: MailSender;
  logger: Pick<Console, 'error'>;
  /** The web app's address the e-mail links to (ServerConfig.webOrigin). */
  webOrigin?: string;
}

/** Who the PDF names as its author on every page: the platform, since no user asked for it. */
const STAMP_USER = `${PLATFORM_NAME} (informe mensual)`;

/**
 * The monthly report e-mail of one factoring, run on the first working day of the Chile month (the caller checks it,
 * domain/reportes/monthly-report-day.ts): the previous month's 'Reportes' summary (buildReport with no cedente, debtor
 * or executive filter, the same PDF as the screen's 'Exportar PDF' of that month) goes to each subscriber of the record
 * who is still the factoring's user with the reportes flag and an e-mail, once per subscriber, factoring and month:
 * the month is taken with a conditional write before sending (a repeated run sends nothing) and given back when the
 * e-mail fails.
 * The PDF is drawn once, when the first subscriber is taken. A factoring without the Reportes feature sends nothing.
 * @param factoring its record, read by the caller (the subscribers live in it).
 * @throws the directory's or the stores' error.
 */
export async function sendMonthlyReports(
  deps: MonthlyReportDeps,
  scope: FactoringScope,
  factoring: FactoringRecord,
  now: Date,
): Promise<MailRunCounts> {
  const counts = noMailsYet();
  const subscribed = new Set(factoring.informeMensual ?? []);
  if (subscribed.size === 0 || !readFactoringFeatures(factoring.features).reportes) return counts;
  const mes = reportMonthAt(now);
  const recipients = (await deps.users.listForFactoring(scope)).filter(
    (user) => subscribed.has(user.username) && user.email && user.flags.reportes,
  );
  let report: Promise<{ pdf: Uint8Array; headline: string }> | null = null;
  for (const user of recipients) {
    if (!(await deps.reports.claim(scope, user.username, mes, now.toISOString()))) {
      counts.repetidos += 1;
      continue;
    }
    try {
      report ??= monthPdf(deps, scope, factoring, mes, now);
      const { pdf, headline } = await report;
      await deps.mail.send(
        monthlyReportMail({ mes, factoring, to: user.email, pdf, headline, webOrigin: deps.webOrigin }),
      );
      counts.enviados += 1;
    } catch (error) {
      await deps.reports.release(scope, user.username, mes);
      counts.fallidos += 1;
      deps.logger.error('monthly report failed', { rutFactoring: scope.rutFactoring, mes, error: String(error) });
    }
  }
  return counts;
}

/** The month's report PDF and its headline, as the screen's 'Resumen' of that one month draws them. */
async function monthPdf(
  deps: MonthlyReportDeps,
  scope: FactoringScope,
  factoring: FactoringRecord,
  mes: string,
  now: Date,
): Promise<{ pdf: Uint8Array; headline: string }> {
  const report = buildReport(await deps.readMonth(scope, mes, now), { cedente: '', deudor: '' }, [mes], now);
  const content = reportPdfContent({
    params: { vista: 'resumen', desde: mes, hasta: mes, cedente: '', deudor: '', ejecutivo: '' },
    report,
    periodo: monthLabel(mes),
    withEjecutivos: false,
    tarjetas: [],
  });
  const pdf = await renderReportPdf(deps.PDFDocument, content, {
    factoring: { rut: factoring.rut, razonSocial: factoring.razonSocial },
    usuario: STAMP_USER,
    generadoEn: now,
  });
  return { pdf, headline: `${monthLabel(mes)}: ${reportHeadline(report.total.documentos, report.total.montoCedido)}` };
}
