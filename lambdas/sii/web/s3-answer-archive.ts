/**
 * The answer archive on S3 (every raw answer archived byte for byte, per factoring and
 * day): tar.gz parts under 'sii-raw/{scope}/{yyyy-MM-dd}/{runId}-{part}.tar.gz' (the day the run started in Chile,
 * part 001, 002 …), one part per 500 answers and one for the rest on close. Inside, SII files under their SII names
 * (an extracted archive is a directory FileSiiGateway replays), the other answers under otros/, and
 * 'manifest-{part}.jsonl' with one line per entry {name, operation, status, receivedAt, size}. A failed write is
 * logged and the run goes on.
 */
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { todayInChile } from '@domain/chile-time';
import type { AnswerArchive, ArchivedAnswer } from './answer-archive';
import { otherAnswerName } from './answer-names';
import type { SiiLogger } from './sii-http';
import { packTarGz, type TarEntry } from './tar-gz';

/** The key prefix of every archived answer (the documents bucket expires it after a retention, infra/data.ts). */
export const ANSWER_ARCHIVE_PREFIX = 'sii-raw/';

/** Answers per tar.gz part. */
const ANSWERS_PER_PART = 500;

/** Where and for whom a run's answers are archived. */
export interface S3AnswerArchiveOptions {
  /** The factoring's RUT 'NNNNNNNN-D' (or another scope naming whose answers these are). */
  scope: string;
  /** The run's id (unique per run). */
  runId: string;
  /** When the run started; its Chile calendar day names the folder. */
  now: Date;
  logger?: Pick<SiiLogger, 'warn'>;
}

interface Pending extends TarEntry {
  operation: string;
  status: number;
}

/** A run's answer archive in an S3 bucket. */
export class S3AnswerArchive implements AnswerArchive {
  private pending: Pending[] = [];
  private others = 0;
  private part = 0;
  private readonly writes: Promise<void>[] = [];

  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly options: S3AnswerArchiveOptions,
  ) {}

  /** Queues the answer; every {@link ANSWERS_PER_PART} answers a part is written in the background. Never throws. */
  add(answer: ArchivedAnswer): void {
    try {
      const name = answer.name ?? otherAnswerName(++this.others, answer.operation, answer.bytes);
      this.pending.push({
        name,
        bytes: answer.bytes,
        date: answer.receivedAt,
        operation: answer.operation,
        status: answer.status,
      });
      if (this.pending.length >= ANSWERS_PER_PART) this.flush();
    } catch (error) {
      this.warn(error);
    }
  }

  /** Writes the last part and waits for every write. Never throws. */
  async close(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    await Promise.all(this.writes);
  }

  /** The S3 key of part `part`. */
  private keyOf(part: number): string {
    const { scope, runId, now } = this.options;
    return `${ANSWER_ARCHIVE_PREFIX}${scope}/${todayInChile(now)}/${runId}-${String(part).padStart(3, '0')}.tar.gz`;
  }

  private flush(): void {
    const entries = this.pending;
    this.pending = [];
    const part = ++this.part;
    this.writes.push(this.write(part, entries).catch((error: unknown) => this.warn(error, part)));
  }

  private async write(part: number, entries: Pending[]): Promise<void> {
    const manifest = entries
      .map((e) =>
        JSON.stringify({
          name: e.name,
          operation: e.operation,
          status: e.status,
          receivedAt: e.date.toISOString(),
          size: e.bytes.length,
        }),
      )
      .join('\n');
    const body = await packTarGz([
      ...entries,
      {
        name: `manifest-${String(part).padStart(3, '0')}.jsonl`,
        bytes: new TextEncoder().encode(`${manifest}\n`),
        date: this.options.now,
      },
    ]);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(part), Body: body, ContentType: 'application/gzip' }),
    );
  }

  private warn(error: unknown, part?: number): void {
    this.options.logger?.warn('SII: no se pudo archivar respuestas', {
      scope: this.options.scope,
      runId: this.options.runId,
      part,
      error: String(error),
    });
  }
}
