/**
 * One row of the prior consultation's answer (core-platform.md §3 "Prior-consultation result": rutEmisor, folioDTE,
 * tipoDTE, cedido, glosaCedibleParaMonitor; the server variant's glosaCedible, estado, glosaEstado), plus the current
 * holder when the registry names it and the '¿Financiable?' verdict with its reasons (core-platform §2 "Prior
 * consultation"). The GraphQL type ConsultaPreviaDte and the REST estadosDTES rows have this shape.
 */
import type { Financiable } from './financiable';

export interface ConsultaPreviaRow {
  rutEmisor: string;
  folioDTE: number;
  tipoDTE: number;
  /** null when the registry could not be read. */
  cedido: boolean | null;
  /** The gloss whose prefix gives the row class (result-class.ts). */
  glosaCedibleParaMonitor: string;
  /** consultarDocDteCedible's descResp as the SII wrote it, null when it could not be read. */
  glosaCedible: string | null;
  /** 'Cedido', 'No Cedido', 'No fue posible conectarse con el SII' or 'No fue posible obtener estado'. */
  estado: string;
  /** The registry's GLOSA, or what failed. */
  glosaEstado: string | null;
  /** RUT 'NNNNNNNN-D' of the current holder when the registry names it. */
  tenedor: string | null;
  financiable: Financiable;
  /** The reasons, heaviest first. */
  motivos: string[];
}
