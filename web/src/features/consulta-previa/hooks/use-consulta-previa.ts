import { useMutation } from '@tanstack/react-query';
import { consultaPrevia, type InputDTE } from '../api/consulta-previa';

/** The single consultation as a TanStack mutation (each Filtrar asks the SII again: answers are not cached). */
export function useConsultaPrevia(rutFactoring: string) {
  return useMutation({ mutationFn: (input: InputDTE) => consultaPrevia(input, rutFactoring) });
}
