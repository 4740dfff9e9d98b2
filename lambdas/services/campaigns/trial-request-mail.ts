import { PAID_FEATURE_NAMES, type PaidFeature } from '@domain/trial-access';
import type { MailMessage } from '../../mail/mail-sender';
import { mailTable, paragraph, renderMail } from '../../mail/templates/mail-layout';

/** The platform's sales address when the deployment names none (config.mail.sales). */
export const DEFAULT_SALES_ADDRESS = 'ventas@radarcesiones.cl';

/** The delivery record's kind of these mails. */
export const TRIAL_REQUEST_MAIL_KIND = 'solicitud-prueba';

/**
 * The e-mail to the platform's sales team for one free-trial request (core-platform §1 contact-us call).
 * @param request who asked, for which factoring (normalised RUT and razón social), which feature and campaign, when
 *   (`at`, ISO instant).
 * @param salesAddress where it goes; {@link DEFAULT_SALES_ADDRESS} when undefined.
 */
export function trialRequestMail(
  request: {
    rutFactoring: string;
    razonSocial: string;
    feature: PaidFeature;
    titulo: string;
    campaign: number;
    email: string;
    at: string;
  },
  salesAddress: string = DEFAULT_SALES_ADDRESS,
): MailMessage {
  const feature = PAID_FEATURE_NAMES[request.feature];
  const bodies = renderMail(`Solicitud de mes de prueba gratis: ${feature}`, [
    paragraph(`${request.razonSocial} pidió comenzar su mes de prueba gratis de ${feature}.`),
    mailTable(
      [{ header: 'Factoring' }, { header: 'RUT', nowrap: true }, { header: 'Usuario' }, { header: 'Campaña' }],
      [[request.razonSocial, request.rutFactoring, request.email, `${request.campaign}. ${request.titulo}`]],
    ),
    paragraph('Comience la prueba desde la administración de pruebas de la plataforma.'),
  ]);
  return {
    to: [salesAddress],
    subject: `Solicitud de prueba gratis: ${feature} (${request.razonSocial})`,
    html: bodies.html,
    text: bodies.text,
    kind: TRIAL_REQUEST_MAIL_KIND,
    rutFactoring: request.rutFactoring,
  };
}
