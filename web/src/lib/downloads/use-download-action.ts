import { useCallback, useState } from 'react';

/**
 * Wraps a download in a busy flag. A failure is only logged (console.error) and the busy flag cleared
 * (core-platform §8 "Download failures are only logged and the loading indicator cleared").
 * @returns [busy, run]: run(action) does nothing while a previous run is still busy.
 */
export function useDownloadAction(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      try {
        await action();
      } catch (error) {
        console.error('Descarga fallida', error);
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );
  return [busy, run];
}
