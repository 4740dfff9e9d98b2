import { alertResolvers } from './alerts/resolvers';
import { carteraResolvers } from './cartera/resolvers';
import { radarConfigResolvers } from './radar-config/resolvers';
import { cessionActionResolvers } from './cession-actions/resolvers';
import { cessionResolvers } from './cessions/resolvers';
import { consultaPreviaResolvers } from './consulta-previa/resolvers';
import { credentialResolvers } from './credentials/resolvers';
import { documentResolvers } from './documents/resolvers';
import { factoringResolvers } from './factorings/resolvers';
import { nominaResolvers } from './nomina/resolvers';
import { notificacionResolvers } from './notificaciones/resolvers';
import { recesionarioResolvers } from './recesionarios/resolvers';
import { rechazoDteResolvers } from './rechazo-dte/resolvers';
import { reportesResolvers } from './reportes/resolvers';
import type { Resolver } from './types';
import { userResolvers } from './users/resolvers';
import { webhookResolvers } from './webhooks/resolvers';

/**
 * The resolver of every field of schema.graphql, keyed '{parentTypeName}.{fieldName}' (e.g.
 * 'Query.empresasUsuario'). The CDK stack creates one AppSync Lambda resolver per key and fails synth
 * when a schema field has no entry; the local host builds its graphql-js resolvers from the same keys
 * (ARCHITECTURE.md practice 2). Import-light on purpose: no SDK client is built when this loads.
 */
export const resolvers: Readonly<Record<string, Resolver>> = {
  ...cessionResolvers,
  ...userResolvers,
  ...documentResolvers,
  ...factoringResolvers,
  ...nominaResolvers,
  ...credentialResolvers,
  ...cessionActionResolvers,
  ...recesionarioResolvers,
  ...consultaPreviaResolvers,
  ...rechazoDteResolvers,
  ...notificacionResolvers,
  ...webhookResolvers,
  ...alertResolvers,
  ...carteraResolvers,
  ...radarConfigResolvers,
  ...reportesResolvers,
};
