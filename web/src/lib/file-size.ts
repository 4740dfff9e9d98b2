const KB = 1024;
const MB = 1024 * KB;

/**
 * A file size for people, es-CL: '850 B', '12,8 KB', '3,4 MB' (one decimal at most).
 * @param bytes a non-negative byte count.
 */
export function formatFileSize(bytes: number): string {
  const number = (value: number) => new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }).format(value);
  if (bytes < KB) return `${bytes} B`;
  return bytes < MB ? `${number(bytes / KB)} KB` : `${number(bytes / MB)} MB`;
}
