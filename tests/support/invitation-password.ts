import type { InboxMail } from './mail-inbox';

/**
 * The temporary password of an account invitation (lambdas/services/accounts/invitation-mail.ts): the cell next to the
 * user's e-mail in the text version's table.
 * @throws Error when the mail has no such line.
 */
export function invitationPassword(mail: InboxMail, email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const password = new RegExp(`^${escaped}\\s+(\\S+)\\s*$`, 'm').exec(mail.text ?? '')?.[1];
  if (!password) throw new Error(`La invitación no trae la contraseña de ${email}:\n${mail.text}`);
  return password;
}
