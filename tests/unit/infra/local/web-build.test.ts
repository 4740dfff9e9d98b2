import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webSourcesHash } from '@infra/local/web-build';

describe('webSourcesHash (whether a start must build the web app again)', () => {
  let root = '';
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const hash = () => webSourcesHash(root, path.join(root, 'web/dist'));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('changes with a web source, a domain rule or the lock file, never with the build output', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-web-build-'));
    write('web/src/app.tsx', 'a');
    write('domain/rule.ts', 'b');
    write('package-lock.json', '{}');
    const first = hash();
    write('web/dist/index.html', '<html>');
    expect(hash()).toBe(first);
    write('web/src/app.tsx', 'a2');
    const second = hash();
    expect(second).not.toBe(first);
    write('domain/rule.ts', 'b2');
    const third = hash();
    expect(third).not.toBe(second);
    write('package-lock.json', '{"x":1}');
    expect(hash()).not.toBe(third);
  });

  it('changes when a file moves, even with the same content', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-web-build-'));
    write('web/src/a.ts', 'same');
    const before = hash();
    fs.renameSync(path.join(root, 'web/src/a.ts'), path.join(root, 'web/src/b.ts'));
    expect(hash()).not.toBe(before);
  });
});
