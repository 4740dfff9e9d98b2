import { createContext, useContext, type ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import type { EnvioAec } from '@domain/wire/schema-types';
import { documentId } from '../../lib/cessions/cesion-resultado';
import { envioOf } from '../../lib/cessions/envio-aec';
import { newerEnvio } from '../../lib/cessions/envio-follow-up';
import { EnvioBadge } from './envio-badge';

const LiveEnvios = createContext<ReadonlyMap<string, EnvioAec>>(new Map());

/**
 * Gives the cession rows below it the envíos a screen follows live (use-envio-follow-up.ts `live`, by documentId), so a
 * row's badge moves from 'En preparación' to 'Aceptado' or 'Rechazado: ...' without reading the list again.
 */
export function LiveEnviosProvider({
  envios,
  children,
}: {
  envios: ReadonlyMap<string, EnvioAec>;
  children: ReactNode;
}) {
  return <LiveEnvios.Provider value={envios}>{children}</LiveEnvios.Provider>;
}

/**
 * The envío badge of a listed cession: the newer of the list's envío and the one followed live (envio-follow-up.ts
 * newerEnvio).
 */
export function CesionEnvioBadge({ cesion }: { cesion: CesionView }) {
  const live =
    useContext(LiveEnvios).get(documentId({ rutEmisor: cesion.emisor.rut, tipo: cesion.tipo, folio: cesion.folio })) ??
    null;
  return <EnvioBadge envio={newerEnvio(live, envioOf(cesion))} />;
}
