import { useMutation } from '@tanstack/react-query';
import { consultaPrevia } from '../api/consulta-previa';
import type { ConsultaPreviaInput } from '@domain/wire/schema-types';

/** The single consultation as a TanStack mutation (each Filtrar asks the SII again: answers are not cached). */
export function useConsultaPrevia(rutFactoring: string) {
  return useMutation({ mutationFn: (input: ConsultaPreviaInput) => consultaPrevia(input, rutFactoring) });
}
