import type { PermissionFlags } from '@domain/permissions';

/** An account of the factoring as the 'Cuentas' table shows it (schema.graphql Usuario, flags read from permisos). */
export interface Account {
  email: string;
  /** Cognito's UserStatus: 'FORCE_CHANGE_PASSWORD' until the first sign-in. */
  estado: string;
  /** ISO instant of the last sign-in; null when never. */
  lastLogin: string | null;
  empresasConsultadas: number;
  flags: PermissionFlags;
}

/** One client-detail open of 'Historial de Consultas' (core-platform §3 "Consultation"). */
export interface Consultation {
  rut: string;
  razonsocial: string;
  /** ISO instant. */
  timestamp: string;
}
