/**
 * The Spanish texts of the prior consultation (consulta previa). Source: core-platform.md §4 "Consulta previa
 * results", §5 "Consulta previa single" and "Masivo", §8 "Single consulta" and
 * "Masivo consulta".
 */

/** §5 single: the RUT is not valid (modulo 11). */
export const RUT_INVALIDO = 'Rut ingresado inválido';
/** §5 single: no document type chosen. */
export const TIPO_REQUERIDO = 'Debe seleccionar un tipo de documento';
/** §5 single: empty folio field. */
export const FOLIO_REQUERIDO = 'Debe ingresar al menos un folio para consultar';
/** §5 single: more than 10 folios. */
export const DEMASIADOS_FOLIOS = 'El rango ingresado debe ser menor o igual a 10 folios';
/** A folio field that is not 'n', 'a-b' or a comma list of them (the spec names the syntax, not this message). */
export const FOLIOS_MAL_ESCRITOS = 'Folios inválidos: use números separados por coma y rangos a-b (ej. 1,2,5-8)';

/** §5 masivo: another extension. */
export const FORMATO_NO_PERMITIDO = 'Formato no permitido. Solo se aceptan .xls, .xlsx y .csv';
/** §5 masivo: no data row survives. */
export const ARCHIVO_SIN_DATOS = 'El archivo no tiene datos válidos.';
/** §5 masivo: more than 100 documents. */
export const DEMASIADOS_DTES = 'El archivo debe tener 100 o menos DTEs.';
/** §5 masivo: no file chosen. */
export const ARCHIVO_REQUERIDO = 'Debe cargar un archivo!';
/** §8 masivo: reading the file failed. */
export const ERROR_LECTURA = 'Error al leer el archivo. Verifica que el formato sea correcto.';
/** §8 masivo: the request failed. */
export const ERROR_MASIVO = 'Ocurrió un error durante la consulta masiva.';
/** §8 single: the request failed. */
export const ERROR_CONSULTA = 'Ocurrio un error en el envío! Intente nuevamente';

/** §4 result state of a ceded document. */
export const ESTADO_CEDIDO = 'Cedido';
/** §4 result state of a document the registry has no cesión of. */
export const ESTADO_NO_CEDIDO = 'No Cedido';
/** §4 result state when the SII could not be reached. */
export const ESTADO_SIN_CONEXION = 'No fue posible conectarse con el SII';
/** §4 result state when the SII answered but its answer gave no state. */
export const ESTADO_SIN_ESTADO = 'No fue posible obtener estado';
