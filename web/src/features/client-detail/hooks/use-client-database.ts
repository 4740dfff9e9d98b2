import { useCallback, useEffect, useState } from 'react';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import type { DownloadProgress } from '@web/localdb/download-database';
import { LocalDbError } from '@web/localdb/errors';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { clientNameOf } from '@domain/client-db/views/client-name';
import { getDatabaseUrl } from '../api/get-database-url';
import { failedState } from '../model/database-failure';

/** The page holds one database at a time: loads run one after another, so the last one started is the one left open. */
let loadQueue: Promise<unknown> = Promise.resolve();

/**
 * Loading state of the client's database: loading (with download progress), ready (opened; `passwordWarning`
 * holds the SII_PASSWORD_ERROR text when the client's SII password failed), not-found (the server answered 404: the
 * RUT is not a client of the factoring) or error (the text to show).
 */
export type ClientDatabaseState =
  | { status: 'loading'; progress: DownloadProgress | null }
  | { status: 'ready'; clientName: string | null; passwordWarning: string | null }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Gets the signed URL of the client's database and loads it with the local database service (client-detail.md §2
 * page states; client-radar.md §7, §8). The service reuses the browser's stored copy when the URL answers 304.
 * @returns the state and `retry`, which starts a new load (a corrupted copy was already dropped by the service).
 */
export function useClientDatabase(
  rutFactoring: string,
  rut: string,
): { state: ClientDatabaseState; retry: () => void } {
  const { restUrl } = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ClientDatabaseState>({ status: 'loading', progress: null });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading', progress: null });
    const database = getLocalDatabase();
    const fail = (error: unknown) => {
      if (active) setState(failedState(error));
    };
    const ready = (passwordWarning: string | null) => {
      try {
        if (active) setState({ status: 'ready', clientName: clientNameOf(database), passwordWarning });
      } catch (error) {
        fail(error);
      }
    };
    const load = async () => {
      if (!active) return;
      try {
        await database.loadDatabase({
          url: getDatabaseUrl(restUrl, rut, rutFactoring),
          rut,
          onProgress: (progress) => {
            if (active) setState({ status: 'loading', progress });
          },
        });
        ready(null);
      } catch (error) {
        if (error instanceof LocalDbError && error.code === 'SII_PASSWORD_ERROR' && database.isLoaded())
          ready(error.message);
        else fail(error);
      }
    };
    loadQueue = loadQueue.then(load);
    return () => {
      active = false;
    };
  }, [restUrl, rut, rutFactoring, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
