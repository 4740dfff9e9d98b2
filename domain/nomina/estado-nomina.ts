/**
 * The nómina status of a cession (core-platform §3 "Cession": estadoNomina; §6 the Estado DBThor column; §3 the
 * richer export "with nomina status and an Estado DBThor column"). The spec names the fields, not their values;
 * ours: estadoNomina says whether the factoring's last loaded nómina lists the document, estadoDbThor is the
 * status that nómina gives it (its column 1), null when it is not listed.
 */
import type { CesionView } from '../cession';

/** estadoNomina of a document listed in the factoring's nómina. */
export const EN_NOMINA = 'En nómina';

/** estadoNomina of a document the nómina does not list (factorings that load one; null for the others). */
export const FUERA_DE_NOMINA = 'No está en nómina';

/** A cession as the API gives it to factorings that load a nómina: estadoDbThor added (null when not listed). */
export type CesionConNomina = CesionView & { estadoDbThor?: string | null };
