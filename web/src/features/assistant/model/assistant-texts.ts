/**
 * The assistant screens' texts, as client-radar.md §2 and §8 write them (those the server sends too, such as
 * 'RUT no registrado por el factoring…': domain/assistant/assistant-contract.ts ASSISTANT_MESSAGES).
 */
import { TOOL_TITLES } from '@domain/assistant/tool-catalogue';

export const ASSISTANT_TEXTS = {
  title: 'Asistente de Consultas',
  breadcrumb: 'Asistente',
  rutLabel: 'RUT del cliente',
  validate: 'Validar RUT',
  validating: 'Validando...',
  validated: 'RUT validado',
  newRut: 'Consultar nuevo RUT',
  questionLabel: 'Escribe tu consulta',
  send: 'Enviar',
  thinking: 'Consultando...',
  noAi: 'Modo sin IA',
  preheatError: 'Lo siento, hubo un error durante la verificación previa del RUT.',
  preheatTimeout: 'La verificación previa del RUT ha excedido el tiempo máximo de espera...',
  preheatStatus: (status: number) =>
    `Error al procesar la respuesta del servidor de precalentamiento (estado: ${status}). Intente nuevamente.`,
  questionError: 'Lo siento, hubo un error al procesar tu mensaje. Por favor intenta nuevamente.',
  questionTimeout: 'La consulta ha excedido el tiempo máximo de espera (30 segundos)...',
  chatOpen: 'Asistente',
  chatClose: 'Cerrar asistente',
} as const;

/**
 * client-radar.md §2: the quick options TGR, Factorings con los que opera, Ventas cruzadas, Compras mensuales and
 * Ventas mensuales (their tools' titles), each sent as the question itself (the rules engine recognises them).
 */
export const QUICK_OPTIONS: readonly string[] = (
  ['tgrDebt', 'factorings', 'crossSales', 'monthlyPurchases', 'monthlySales'] as const
).map((tool) => TOOL_TITLES[tool]);
