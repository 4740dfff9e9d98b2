const KB = 1024;
const MB = 1024 * KB;
const DECIMAL = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/**
 * A file size for people, es-CL: '850 B', '12,8 KB', '3,4 MB' (one decimal at most).
 * @param bytes a non-negative byte count.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  return bytes < MB ? `${DECIMAL.format(bytes / KB)} KB` : `${DECIMAL.format(bytes / MB)} MB`;
}
