import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfTemplate } from '../../support/data-dir-templates';

describe('copyOfTemplate (one build of a data directory per test run, copied by every file)', () => {
  let root: string;
  let work: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-templates-'));
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-template-copies-'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  const writer = (builds: string[]) => async (dir: string) => {
    builds.push(dir);
    fs.mkdirSync(path.join(dir, 'dynamodb'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dynamodb', 'table'), 'rows');
  };

  it('builds once for concurrent callers of one key and gives each its own copy', async () => {
    const builds: string[] = [];
    const intos = ['a', 'b', 'c'].map((name) => path.join(work, name));
    const results = await Promise.all(intos.map((into) => copyOfTemplate(root, 'scale-0.1', writer(builds), into)));

    expect(results).toEqual([true, true, true]);
    expect(builds).toHaveLength(1);
    for (const into of intos) expect(fs.readFileSync(path.join(into, 'dynamodb', 'table'), 'utf8')).toBe('rows');
    fs.writeFileSync(path.join(intos[0]!, 'dynamodb', 'table'), 'changed by one test');
    expect(fs.readFileSync(path.join(intos[1]!, 'dynamodb', 'table'), 'utf8')).toBe('rows');
  });

  it('builds each key apart', async () => {
    const builds: string[] = [];
    await copyOfTemplate(root, 'scale-0.1', writer(builds), path.join(work, 'a'));
    await copyOfTemplate(root, 'scale-0.05', writer(builds), path.join(work, 'b'));
    expect(builds).toHaveLength(2);
  });

  it('tells the waiting callers to build their own directory when the template build failed', async () => {
    const failing = async () => {
      throw new Error('first refresh failed');
    };
    const first = copyOfTemplate(root, 'k', failing, path.join(work, 'a'));
    const second = copyOfTemplate(root, 'k', writer([]), path.join(work, 'b'));
    await expect(first).rejects.toThrow('first refresh failed');
    await expect(second).resolves.toBe(false);
    expect(fs.existsSync(path.join(work, 'b'))).toBe(false);
  });
});
