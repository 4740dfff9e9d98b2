import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@web/lib/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [13_124, '12,8 KB'],
    [3_565_158, '3,4 MB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
