import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../lambdas/documents/aec-zip';

describe('buildZip', () => {
  it('stores every entry byte for byte (ISO-8859-1 bytes included)', async () => {
    const latin1 = new Uint8Array([0x3c, 0x61, 0x3e, 0xd1, 0xe1, 0x3c, 0x2f, 0x61, 0x3e]);
    const other = new TextEncoder().encode('<b>otro</b>');
    const zip = await JSZip.loadAsync(await buildZip([{ name: 'a.xml', bytes: latin1 }, { name: 'b.xml', bytes: other }]));
    expect(Object.keys(zip.files).toSorted()).toEqual(['a.xml', 'b.xml']);
    expect(await zip.file('a.xml')?.async('uint8array')).toEqual(latin1);
    expect(await zip.file('b.xml')?.async('uint8array')).toEqual(other);
  });

  it('refuses two entries with the same name', async () => {
    const bytes = new Uint8Array([1]);
    await expect(buildZip([{ name: 'a.xml', bytes }, { name: 'a.xml', bytes }])).rejects.toThrow('a.xml');
  });
});
