import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useEnviosAec } from '../api/get-envios-aec';
import { documentId } from '@web/lib/cessions/cesion-resultado';
import { endedWithoutEffect } from '@web/lib/cessions/envio-aec';
import {
  endedKey,
  envioProblems,
  followedEnvios,
  hasUnacknowledged,
  problemKey,
  someInFlight,
} from '@web/lib/cessions/envio-follow-up';
import type { CesionMasivaResultado, EnvioAec } from '@domain/wire/schema-types';

const NONE: ReadonlySet<string> = new Set();

/**
 * Follows the envíos a cession action started through enviosAec, polled while any of them is in flight:
 * - `followed`: each sent document with its current envío; `live`: the same by documentId, for the cession rows;
 * - `problems`: the documents the request refused and those whose envío ended 'rechazado' or 'fallido' (its etiqueta as
 *   error); `showProblems` is true while some of them was not yet closed by the user, so the error modal opens by
 *   itself when the SII rejects an AEC later; `dismissProblems()` closes it until a new problem appears;
 * - `sent`: the followed documents whose envío did not end without effect.
 * When a followed envío ends, the cession lists are read again (a re-ceded row then shows 'Dte recedido').
 * @param result the action's answer, null before it (nothing is followed or asked).
 * @param enabled false when the user may not read the factoring's envíos.
 */
export function useEnvioFollowUp(rutFactoring: string, result: CesionMasivaResultado | null, enabled = true) {
  const queryClient = useQueryClient();
  const query = useEnviosAec(rutFactoring, {
    enabled: enabled && (result?.AECs.length ?? 0) > 0,
    watching: (listed) => someInFlight(followedEnvios(result, listed)),
  });
  const followed = useMemo(() => followedEnvios(result, query.data), [result, query.data]);
  const problems = useMemo(() => envioProblems(result, followed), [result, followed]);
  const sent = useMemo(
    () => followed.filter((entry) => !entry.envio || !endedWithoutEffect(entry.envio.estado)),
    [followed],
  );
  const live = useMemo(
    () =>
      new Map<string, EnvioAec>(
        followed.flatMap((entry) => (entry.envio ? [[documentId(entry), entry.envio] as const] : [])),
      ),
    [followed],
  );
  const [acknowledged, setAcknowledged] = useState<{ result: CesionMasivaResultado | null; keys: ReadonlySet<string> }>(
    { result: null, keys: NONE },
  );
  const keys = acknowledged.result === result ? acknowledged.keys : NONE;

  const ended = endedKey(followed);
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: ['cesiones'] });
    void queryClient.invalidateQueries({ queryKey: ['cesionesPeriodo'] });
  }, [ended, queryClient]);

  return {
    followed,
    live,
    sent,
    problems,
    showProblems: hasUnacknowledged(problems, keys),
    dismissProblems: () => setAcknowledged({ result, keys: new Set(problems.map(problemKey)) }),
  };
}
