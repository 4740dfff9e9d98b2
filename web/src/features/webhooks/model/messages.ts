/** Note of every card (core-platform §2 "Webhooks"). */
export const WEBHOOK_NOTE = 'Su URL debe retornar un 200, sino se reintentará 2 veces y se dejará de enviar';
/** Empty state (core-platform §2 "Webhooks"). */
export const NO_RESOURCES = 'No existen recursos disponibles';
/** Success of a Test (core-platform §8); a failed Test shows the server's body. */
export const TEST_OK = 'Test realizado exitosamente';
export const WEBHOOKS_FALLBACK_MESSAGE = 'No fue posible cargar los webhooks';
export const SAVE_FALLBACK_MESSAGE = 'No fue posible guardar el webhook';
export const NO_PERMISSION = 'Su usuario no tiene el permiso Herramientas.';
