import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildZip } from '@lambdas/services/documents/aec-zip';

describe('buildZip', () => {
  it('stores every entry byte for byte (ISO-8859-1 bytes included)', async () => {
    const latin1 = new Uint8Array([0x3c, 0x61, 0x3e, 0xd1, 0xe1, 0x3c, 0x2f, 0x61, 0x3e]);
    const other = new TextEncoder().encode('<b>otro</b>');
    const zip = await JSZip.loadAsync(
      await buildZip([
        { name: 'a.xml', bytes: latin1 },
        { name: 'b.xml', bytes: other },
      ]),
    );
    expect(Object.keys(zip.files).toSorted()).toEqual(['a.xml', 'b.xml']);
    expect(await zip.file('a.xml')?.async('uint8array')).toEqual(latin1);
    expect(await zip.file('b.xml')?.async('uint8array')).toEqual(other);
  });

  it('refuses two entries with the same name', async () => {
    const bytes = new Uint8Array([1]);
    await expect(
      buildZip([
        { name: 'a.xml', bytes },
        { name: 'a.xml', bytes },
      ]),
    ).rejects.toThrow('a.xml');
  });

  it('takes the entries as they come from an async source, in order', async () => {
    async function* later() {
      yield { name: 'z.xml', bytes: new Uint8Array([0x7a]) };
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield { name: 'a.xml', bytes: new Uint8Array([0x61]) };
    }
    const zip = await JSZip.loadAsync(await buildZip(later()));
    expect(Object.keys(zip.files)).toEqual(['z.xml', 'a.xml']);
    expect(await zip.file('a.xml')?.async('uint8array')).toEqual(new Uint8Array([0x61]));
  });

  it('fails with the error of its source', async () => {
    async function* failing() {
      yield { name: 'a.xml', bytes: new Uint8Array([1]) };
      throw new Error('S3 no responde');
    }
    await expect(buildZip(failing())).rejects.toThrow('S3 no responde');
  });
});
