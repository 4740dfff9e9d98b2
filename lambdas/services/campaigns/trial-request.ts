import type { TenantScope } from '../../access/tenant-scope';
import { MailError, type MailSender } from '../../mail/mail-sender';
import { logger } from '../../platform/observability';
import type { FactoringRepository } from '../../store/factoring-repository';
import { knownCampaign } from './campaign-service';
import { trialRequestMail } from './trial-request-mail';

/** What the contact-us call reads and writes: the factoring records, the mail and its sales address, the clock. */
export interface TrialRequestDeps {
  factorings: Pick<FactoringRepository, 'get' | 'addTrialRequest'>;
  mail: MailSender;
  /** The platform's sales address (config.mail.sales), or undefined for the default one. */
  salesAddress?: string;
  now(): Date;
}

/** The contact-us call's answer. */
export interface TrialRequestAnswer {
  respuesta: 'solicitud registrada';
  /** The text the modal shows. */
  message: string;
  /** Whether the sales address was e-mailed (the request is recorded either way). */
  correoEnviado: boolean;
}

export const TRIAL_REQUEST_MESSAGE = 'Recibimos tu solicitud. Te contactaremos para comenzar tu mes de prueba gratis.';

/**
 * The contact-us call of a campaign (core-platform §1 'a contact-us call to start a free trial month'): records the
 * request in the factoring record, where the platform administrator sees it and starts the trial, and e-mails it to
 * the platform's sales address. A mail the transport refuses is logged; the request stays recorded.
 * @param numero the campaign's number.
 * @throws BadRequestError 'Campaña desconocida' when `numero` names no campaign; the store's error.
 */
export async function requestTrial(
  deps: TrialRequestDeps,
  scope: TenantScope,
  numero: number,
): Promise<TrialRequestAnswer> {
  const campaign = knownCampaign(numero);
  const { username, email } = scope.identity;
  const request = {
    feature: campaign.feature,
    campaign: campaign.numero,
    username,
    email,
    at: deps.now().toISOString(),
  };
  await deps.factorings.addTrialRequest(scope.rutFactoring, request);
  const factoring = await deps.factorings.get(scope.rutFactoring);
  const razonSocial = factoring?.razonSocial ?? scope.rutFactoring;
  let correoEnviado = true;
  try {
    await deps.mail.send(
      trialRequestMail(
        { ...request, rutFactoring: scope.rutFactoring, razonSocial, titulo: campaign.titulo },
        deps.salesAddress,
      ),
    );
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    logger.warn('trial request mail refused', { rutFactoring: scope.rutFactoring, error: error.message });
    correoEnviado = false;
  }
  return { respuesta: 'solicitud registrada', message: TRIAL_REQUEST_MESSAGE, correoEnviado };
}
