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
  /** An account of another factoring linked to this one: 'Desvincular' instead of 'Borrar'. */
  vinculada: boolean;
}

/** One action an administrator took while seeing as the account ('Ver como', core-platform §1 impersonation). */
export interface ImpersonatedAction {
  /** ISO instant. */
  at: string;
  adminEmail: string;
  targetEmail: string;
  /** '{Query|Mutation}.{field}' or '{METHOD} {path template}'. */
  action: string;
  /** 'ok' or the error code it ended with. */
  outcome: string;
}

/** One client-detail open of 'Historial de Consultas' (core-platform §3 "Consultation"). */
export interface Consultation {
  rut: string;
  razonsocial: string;
  /** ISO instant. */
  timestamp: string;
}

/** An account's history: its client-detail opens and what administrators did seeing as it, each newest first. */
export interface AccountHistory {
  consultations: Consultation[];
  impersonations: ImpersonatedAction[];
}
