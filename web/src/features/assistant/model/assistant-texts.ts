/** The assistant's texts, as client-radar.md §2, §5 and §8 write them. */

/** client-radar.md §8: the server's answer when the RUT is not one of the factoring's clients. */
export const NOT_REGISTERED = 'RUT no registrado por el factoring. Por favor, ingresa un nuevo RUT.';

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
  source: 'Ver en el detalle del cliente',
  preheatError: 'Lo siento, hubo un error durante la verificación previa del RUT.',
  preheatTimeout: 'La verificación previa del RUT ha excedido el tiempo máximo de espera...',
  preheatStatus: (status: number) =>
    `Error al procesar la respuesta del servidor de precalentamiento (estado: ${status}). Intente nuevamente.`,
  questionError: 'Lo siento, hubo un error al procesar tu mensaje. Por favor intenta nuevamente.',
  questionTimeout: 'La consulta ha excedido el tiempo máximo de espera (30 segundos)...',
  chatOpen: 'Asistente',
  chatClose: 'Cerrar asistente',
} as const;

/** client-radar.md §2: the quick options, sent as the question itself (the rules engine recognises them). */
export const QUICK_OPTIONS = [
  'TGR',
  'Factorings con los que opera',
  'Ventas cruzadas',
  'Compras mensuales',
  'Ventas mensuales',
] as const;
