/**
 * Captures what the process writes to stdout and stderr (Powertools' Logger and Metrics write there) so tests read the
 * JSON lines the Lambdas would send to CloudWatch Logs.
 */
import { vi } from 'vitest';

/** The captured output of one test: the raw text, its JSON lines parsed, and restore() to stop capturing. */
export interface CapturedOutput {
  text(): string;
  jsonLines(): Array<Record<string, unknown>>;
  restore(): void;
}

/** Starts capturing stdout and stderr; nothing captured reaches the terminal. */
export function captureOutput(): CapturedOutput {
  const chunks: string[] = [];
  const keep = (chunk: unknown) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation(keep),
  ];
  const text = () => chunks.join('');
  return {
    text,
    jsonLines: () =>
      text()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
