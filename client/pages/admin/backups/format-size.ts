// SPEC section 9: backup sizes in B, KB or MB with 2 decimals (1 KB = 1024 B).
const KB = 1024;
const MB = KB * 1024;

export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'N/A';
  if (bytes < KB) return `${bytes.toFixed(2)} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
