import { useMutation } from '@tanstack/react-query';
import { ENROLL_FAILURE_MESSAGE } from '@domain/credentials/messages';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { restJson } from '@web/lib/rest/rest-get';

/** client-radar.md §9: the enroller's task call times out after 10 s. */
const ENROLL_TIMEOUT_MS = 10_000;

/** The answer of POST api/tasks/add-client-task (client-radar §7): success and the message to show. */
export interface EnrollAnswer {
  success: boolean;
  message: string;
}

/**
 * Enrols a client company with its SII clave for the selected factoring: POST {restUrl}/api/tasks/add-client-task
 * {rut, password} (client-radar §7), the factoring in the `factoring` parameter. The server logs in with the clave
 * first; a refused clave comes back as {success: false, message}.
 * @returns the server's answer.
 * @throws Error with the server's message (400: 'RUT y contraseña son obligatorios.', 'RUT no es válido.'; 403),
 *   or 'Hubo un error al registrar la empresa. Intente nuevamente.' (client-radar §8) after 10 s or on a network
 *   failure.
 */
export async function enrollClient(
  restUrl: string,
  rutFactoring: string,
  rut: string,
  password: string,
): Promise<EnrollAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(ENROLL_FAILURE_MESSAGE)), ENROLL_TIMEOUT_MS);
  });
  try {
    const call = restJson<Partial<EnrollAnswer>>(
      restEndpoint(restUrl, 'api/tasks/add-client-task', { factoring: rutFactoring }),
      {
        method: 'POST',
        body: { rut, password },
      },
    );
    const body = await Promise.race([call, timeout]);
    return { success: body.success === true, message: body.message || ENROLL_FAILURE_MESSAGE };
  } catch (error) {
    // fetch reports a network failure as a TypeError whose text is the browser's, not a message for the user.
    if (error instanceof Error && error.message && !(error instanceof TypeError)) throw error;
    throw new Error(ENROLL_FAILURE_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/** Mutation hook for {@link enrollClient} with the configured REST base URL. */
export function useEnrollClient(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useMutation({
    mutationFn: ({ rut, password }: { rut: string; password: string }) =>
      enrollClient(restUrl, rutFactoring, rut, password),
  });
}
