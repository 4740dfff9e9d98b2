import type { MailMessage } from '../../mail/mail-sender';
import { mailTable, paragraph, PLATFORM_NAME, renderMail, signInLink } from '../../mail/templates/mail-layout';

/** What the invitation of a new account says. */
export interface Invitation {
  email: string;
  temporaryPassword: string;
  /** The factoring the account belongs to: normalised RUT and razón social. */
  rutFactoring: string;
  razonSocial: string;
}

/** Subject of the invitation e-mail. */
export const INVITATION_SUBJECT = `Su cuenta en ${PLATFORM_NAME}`;

/**
 * The invitation e-mail of an account created in 'Cuentas' (core-platform §2 "Accounts"): Spanish, HTML
 * and text, with the sign-in e-mail and the temporary password, and the note that the first sign-in asks for a new
 * password, and the link 'Ingresar a Radar Cesiones' to the web app. kind 'invitacion-cuenta'.
 * @param webOrigin the web app's address (ServerConfig.webOrigin); without it the e-mail has no link.
 */
export function invitationMail(invitation: Invitation, webOrigin: string | undefined): MailMessage {
  const bodies = renderMail('Bienvenido a ' + PLATFORM_NAME, [
    paragraph(
      `Se creó una cuenta para usted en ${PLATFORM_NAME} de ${invitation.razonSocial || invitation.rutFactoring}.`,
    ),
    mailTable(
      [{ header: 'Usuario' }, { header: 'Contraseña temporal', nowrap: true }],
      [[invitation.email, invitation.temporaryPassword]],
    ),
    paragraph('Al ingresar por primera vez con esta contraseña temporal se le pedirá elegir una nueva contraseña.'),
    ...(webOrigin ? [signInLink(webOrigin)] : []),
  ]);
  return {
    to: [invitation.email],
    subject: INVITATION_SUBJECT,
    html: bodies.html,
    text: bodies.text,
    kind: 'invitacion-cuenta',
    rutFactoring: invitation.rutFactoring,
  };
}
