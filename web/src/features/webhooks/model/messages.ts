/** Note of every card (core-platform §2 "Webhooks"). */
export const WEBHOOK_NOTE = 'Su URL debe retornar un 200, sino se reintentará 2 veces y se dejará de enviar';
/** Empty state (core-platform §2 "Webhooks"). */
export const NO_RESOURCES = 'No existen recursos disponibles';
/** Success of a Test (core-platform §8); a failed Test shows the server's body. */
export const TEST_OK = 'Test realizado exitosamente';
export const WEBHOOKS_FALLBACK_MESSAGE = 'No fue posible cargar los webhooks';
export const SAVE_FALLBACK_MESSAGE = 'No fue posible guardar el webhook';
export const NO_PERMISSION = 'Su usuario no tiene el permiso Herramientas.';
/** Under Test while the webhook has no saved URL: the server then has no secret to sign with. */
export const TEST_UNSIGNED_NOTE =
  'Sin URL guardada, el Test se envía sin firma (sin x-radar-signature). Guarde la URL para probar el envío firmado.';
/** Success of a Test that went unsigned. */
export const TEST_OK_UNSIGNED = 'Test realizado exitosamente (enviado sin firma)';
/** The rotation's confirmation, its button, and what follows it. */
export const ROTATE_LABEL = 'Rotar secreto';
export const ROTATE_WARNING =
  'Se creará un nuevo secreto de firma y el actual dejará de servir de inmediato: su sistema rechazará los envíos hasta que configure el nuevo.';
export const ROTATED = 'Secreto rotado. Copie el nuevo secreto y configúrelo en su sistema.';
/** Under a secret just created or rotated: the server returns it this once. */
export const SECRET_SHOWN_ONCE = 'Copie este secreto ahora: no se volverá a mostrar.';
/** Where the secret was: it is never shown again; a lost secret is replaced by rotating it. */
export const SECRET_HIDDEN =
  'El secreto de firma se muestra una sola vez, al crear el webhook o al rotarlo. Si lo perdió, use Rotar secreto.';
