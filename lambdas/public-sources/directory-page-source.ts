import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PageSource, type SourcePage, SourceUnreachableError } from './page-source';

/**
 * How a page of the demo world is answered besides its bytes, from the sidecar `{page}.http.json` (optional):
 * `status` (200 when absent) and `delayMs`, the time the source takes to answer (the demo world's slow pages).
 */
interface PageEnvelope {
  status?: number;
  delayMs?: number;
  /** The source does not answer at all (a network failure). */
  unreachable?: boolean;
}

/**
 * The pages of a public source as the demo world wrote them under `root` (locally and in tests): `{root}/{pagePath}`
 * with its sidecar envelope; a missing page is the source's 404 with an empty body.
 */
export class DirectoryPageSource implements PageSource {
  constructor(private readonly root: string) {}

  /**
   * @throws SourceUnreachableError for a page whose envelope says so; the filesystem error other than a missing file.
   */
  async get(pagePath: string): Promise<SourcePage> {
    const file = path.join(this.root, ...pagePath.split('/').filter((part) => part && part !== '..'));
    const envelope = JSON.parse((await readOptional(`${file}.http.json`))?.toString('utf8') ?? '{}') as PageEnvelope;
    if (envelope.delayMs) await new Promise((resolve) => setTimeout(resolve, envelope.delayMs));
    if (envelope.unreachable) throw new SourceUnreachableError(`${pagePath}: la fuente no responde`);
    const bytes = await readOptional(file);
    return bytes ? { status: envelope.status ?? 200, bytes } : { status: 404, bytes: new Uint8Array() };
  }
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
