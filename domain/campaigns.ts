/**
 * The announcement campaigns of the acquired view (core-platform §1: campaigns 1 to 16 about tax-treasury data, the
 * judicial radar, the financial radar, company statutes and portfolio administration, each with a contact-us call to
 * start a free trial month; §6 'fetched only if a prior status call says yes'; §7 'Campaign service'). The copy is
 * the platform's own.
 */
import { featureAvailability, PAID_FEATURE_NAMES, type FeatureAccess, type PaidFeature } from './trial-access';

/** One campaign: its number, the feature it sells and its Spanish copy. */
export interface Campaign {
  numero: number;
  feature: PaidFeature;
  titulo: string;
  texto: string;
}

const campaign = (numero: number, feature: PaidFeature, titulo: string, texto: string): Campaign => ({
  numero,
  feature,
  titulo,
  texto,
});

/** The 16 campaigns, by number. */
export const CAMPAIGNS: readonly Campaign[] = [
  campaign(
    1,
    'tgr',
    'Deudas con Tesorería a la vista',
    'Revisa si tus clientes tienen deudas con la Tesorería General de la República antes de comprar sus facturas.',
  ),
  campaign(
    2,
    'tgr',
    'Convenios de pago con la TGR',
    'Conoce los convenios de pago vigentes de cada cliente con la Tesorería y anticipa su capacidad de pago.',
  ),
  campaign(
    3,
    'tgr',
    'Certificado de deuda en un clic',
    'Descarga la cartola de deuda fiscal de tus clientes sin salir de la plataforma.',
  ),
  campaign(
    4,
    'tgr',
    'Alertas de deuda fiscal',
    'Entérate cuando un cliente de tu cartera aparece con nueva deuda en la Tesorería.',
  ),
  campaign(
    5,
    'radarJudicial',
    'Radar Judicial',
    'Busca causas judiciales de tus clientes y deudores en todos los tribunales del país con un solo RUT.',
  ),
  campaign(
    6,
    'radarJudicial',
    'Demandas que afectan tu cartera',
    'Detecta a tiempo las demandas laborales, civiles y de cobranza contra las empresas con que operas.',
  ),
  campaign(
    7,
    'radarJudicial',
    'Litigantes cruzados con tu cartera',
    'Cruza los litigantes de cada causa con tus cedentes y deudores para medir tu exposición.',
  ),
  campaign(
    8,
    'radarFinanciero',
    'Radar Financiero',
    'Sigue ventas, compras y márgenes de tus clientes mes a mes con indicadores listos para decidir.',
  ),
  campaign(
    9,
    'radarFinanciero',
    'Indicadores que avisan antes',
    'Configura umbrales por indicador y recibe a tus clientes ordenados por nivel de riesgo.',
  ),
  campaign(
    10,
    'radarFinanciero',
    'Ventas cruzadas y concentración',
    'Descubre de quién dependen las ventas de tus clientes y qué deudores se repiten en tu cartera.',
  ),
  campaign(
    11,
    'estatutos',
    'Estatutos de empresas',
    'Consulta la constitución, los socios y los representantes legales de tus clientes en segundos.',
  ),
  campaign(
    12,
    'estatutos',
    'Poderes y representantes al día',
    'Verifica quién firma por cada empresa antes de aceptar una cesión.',
  ),
  campaign(
    13,
    'estatutos',
    'Modificaciones sociales',
    'Revisa las modificaciones de estatutos de tus clientes publicadas en el registro de empresas.',
  ),
  campaign(
    14,
    'cartera',
    'Administración de cartera',
    'Mira tu cartera vigente por cedente y deudor, con límites de concentración y vencimientos.',
  ),
  campaign(
    15,
    'cartera',
    'Límites de concentración',
    'Define límites por cedente y deudor y recibe avisos cuando una operación los supera.',
  ),
  campaign(
    16,
    'cartera',
    'Vencimientos bajo control',
    'Anticipa los vencimientos de la semana y prioriza la cobranza de tu cartera.',
  ),
];

/** The 'visto' answers (core-platform §7: 'visto no registrado' means show the modal). */
export const SEEN_NOW = 'visto no registrado';
export const SEEN_BEFORE = 'visto registrado';

/** The campaign numbered `numero`, or null when there is none (not 1 to 16). */
export function campaignByNumber(numero: number): Campaign | null {
  return CAMPAIGNS.find((candidate) => candidate.numero === numero) ?? null;
}

/**
 * The campaign the acquired view shows (core-platform §6, §7): the forced one when `forced` names one (force_campaign,
 * shown even if seen or held); otherwise the lowest-numbered campaign this user has not marked 'visto' whose feature
 * the factoring cannot use today.
 * @param input.seen numbers of the campaigns the user marked 'visto'.
 * @param input.access the factoring's paid features and trials (domain/trial-access.ts).
 * @param input.today 'yyyy-MM-dd' in Chile.
 * @param input.forced the force_campaign parameter, when given.
 * @returns the campaign, or null when none is due.
 */
export function chooseCampaign(input: {
  seen: readonly number[];
  access: FeatureAccess | null | undefined;
  today: string;
  forced?: number;
}): Campaign | null {
  const forced = input.forced === undefined ? null : campaignByNumber(input.forced);
  if (forced) return forced;
  return (
    CAMPAIGNS.find(
      (candidate) =>
        !input.seen.includes(candidate.numero) && !campaignFeatureHeld(candidate, input.access, input.today),
    ) ?? null
  );
}

/**
 * Whether the factoring can already use the feature a campaign sells (paid, or in its free trial month): a campaign
 * forced with force_campaign for such a feature says so instead of offering the contact-us call.
 * @param access the factoring's paid features and trials (domain/trial-access.ts); today 'yyyy-MM-dd' in Chile.
 */
export function campaignFeatureHeld(
  campaign: Campaign,
  access: FeatureAccess | null | undefined,
  today: string,
): boolean {
  return featureAvailability(access, campaign.feature, today) === 'available';
}

/** What a campaign's modal says instead of the contact-us call when the factoring already holds its feature. */
export function heldFeatureMessage(campaign: Campaign): string {
  return `${PAID_FEATURE_NAMES[campaign.feature]} ya está disponible para tu factoring.`;
}
