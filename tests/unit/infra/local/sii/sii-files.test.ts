/** The served files' parses: each file parsed once, parsed anew after a reindex (its bytes may have changed). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SiiFiles } from '@infra/local/sii/sii-files';
import { removeDirs } from '@tests/support/local-sii-world';

const dir = mkdtempSync(path.join(tmpdir(), 'sii-files-'));
afterAll(() => removeDirs(dir));

describe('SiiFiles.parsed', () => {
  it('reads and parses a file once per parser until the next reindex', async () => {
    writeFileSync(path.join(dir, 'a.txt'), 'uno');
    const files = new SiiFiles(dir);
    await files.reindex();
    const parse = vi.fn((bytes: Buffer) => bytes.toString());
    const length = vi.fn((bytes: Buffer) => bytes.length);
    expect(await files.parsed('a.txt', parse)).toBe('uno');
    expect(await files.parsed('a.txt', parse)).toBe('uno');
    expect(await files.parsed('a.txt', length)).toBe(3);
    expect(parse).toHaveBeenCalledTimes(1);
    writeFileSync(path.join(dir, 'a.txt'), 'dos!');
    expect(await files.parsed('a.txt', parse)).toBe('uno');
    await files.reindex();
    expect(await files.parsed('a.txt', parse)).toBe('dos!');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('gives the same rejection for a file that does not parse', async () => {
    const files = new SiiFiles(dir);
    await files.reindex();
    const fail = vi.fn((): never => {
      throw new Error('ilegible');
    });
    await expect(files.parsed('a.txt', fail)).rejects.toThrow('ilegible');
    await expect(files.parsed('a.txt', fail)).rejects.toThrow('ilegible');
    expect(fail).toHaveBeenCalledTimes(1);
  });
});
