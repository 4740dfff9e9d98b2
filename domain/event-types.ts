/**
 * DTE events as the SII's RegistroReclamoDteService (listarEventosHistDoc) returns them.
 * fecha is 'yyyy-MM-dd HH:mm:ss' Chile local time.
 */
export interface DteEvent {
  codigo: string;
  descripcion: string;
  fecha: string;
  responsable: string;
}

/** Derived acceptance state of core-platform §4. state 'si' | 'no' | 'Pendiente' | 'eventos: null'. */
export interface AceptadoState {
  state: 'si' | 'no' | 'Pendiente' | 'eventos: null';
  msg: string;
  fecha: string | null;
  codigo: string | null;
}

/** Derived annulled / reduced state of core-platform §4. */
export interface FlagState {
  state: 'si' | 'no' | 'eventos: null';
  msg: string;
  fecha?: string | null;
}
