/**
 * The monthly report e-mail: the previous month's 'Reportes' summary of a factoring as a PDF attachment, with a short
 * Spanish body through the platform's mail layout.
 */
import { monthLabel } from '@domain/calendar-month';
import { displayRut } from '@domain/es-cl-format';
import type { MailMessage } from '../../mail/mail-sender';
import { paragraph, renderMail, signInLink } from '../../mail/templates/mail-layout';

/** MailMessage.kind of the monthly report (kept with its delivery record). */
export const MONTHLY_REPORT_MAIL_KIND = 'informe-mensual';

/**
 * The monthly report of `mes` for one subscriber.
 * @param mes 'yyyy-MM'; pdf the report's bytes; headline the report's headline line ('12 documentos. Total …').
 */
export function monthlyReportMail(input: {
  mes: string;
  factoring: { rut: string; razonSocial: string };
  to: string;
  pdf: Uint8Array;
  headline: string;
  webOrigin: string | undefined;
}): MailMessage {
  const { mes, factoring } = input;
  const bodies = renderMail(`Informe mensual de cesiones ${monthLabel(mes)}`, [
    paragraph(
      `Adjuntamos el informe de las cesiones adquiridas por ${factoring.razonSocial} (RUT ${displayRut(factoring.rut)}) en ${monthLabel(mes)}.`,
    ),
    paragraph(input.headline),
    ...(input.webOrigin ? [signInLink(input.webOrigin)] : []),
    paragraph(
      'Recibe este correo porque un administrador de su factoring lo suscribió al informe mensual en Reportes.',
    ),
  ]);
  return {
    to: [input.to],
    subject: `Informe mensual de cesiones ${monthLabel(mes)} - ${factoring.razonSocial}`,
    ...bodies,
    attachments: [{ filename: `Informe mensual ${mes}.pdf`, contentType: 'application/pdf', content: input.pdf }],
    kind: MONTHLY_REPORT_MAIL_KIND,
    rutFactoring: factoring.rut,
  };
}
