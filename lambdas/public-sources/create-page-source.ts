import path from 'node:path';
import type { ServerConfig } from '../platform/config';
import { DirectoryPageSource } from './directory-page-source';
import { HttpPageSource } from './http-page-source';
import { type PageSource, SourceUnreachableError } from './page-source';

/** The public sources of the client detail and their folder in the demo world. */
export type PublicSource = 'tgr' | 'res';

/**
 * The adapter of a public source chosen by configuration: the demo world's folder `{siiDir}/{source}` when the
 * server reads SII files from a directory (local mode, tests), else the site at `publicSources[source]` (AWS). A
 * source with neither answers nothing (SourceUnreachableError on every page).
 */
export function createPageSource(
  config: Pick<ServerConfig, 'siiDir' | 'publicSources'>,
  source: PublicSource,
): PageSource {
  if (config.siiDir) return new DirectoryPageSource(path.join(config.siiDir, source));
  const url = config.publicSources?.[source];
  if (url) return new HttpPageSource(url);
  return {
    get: async () => {
      throw new SourceUnreachableError(`Fuente ${source} no configurada`);
    },
  };
}
