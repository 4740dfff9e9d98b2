import { describe, expect, it } from 'vitest';
import { collectPages } from '../../../../web/src/lib/collect-pages';

describe('collectPages', () => {
  it('follows nextToken until null and keeps page order', async () => {
    const pages: Record<string, { items: number[]; nextToken: string | null; note: string }> = {
      first: { items: [1, 2], nextToken: 'a', note: 'primera' },
      a: { items: [3], nextToken: 'b', note: 'segunda' },
      b: { items: [4, 5], nextToken: null, note: 'tercera' },
    };
    const asked: Array<string | null> = [];
    const { items, firstPage } = await collectPages(async (token) => {
      asked.push(token);
      return pages[token ?? 'first']!;
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
    expect(firstPage.note).toBe('primera');
  });

  it('stops with an error when the server repeats a token', async () => {
    await expect(collectPages(async () => ({ items: [1], nextToken: 'same' }))).rejects.toThrow(/same/);
  });
});
