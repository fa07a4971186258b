import { CheckCircle2, FileText, XCircle } from 'lucide-react';

/** Delivered (green tick), kept in the file log (amber file) or failed (red cross). */
export function StatusIcon({ ok, logged = false }: { ok: boolean; logged?: boolean }) {
  if (ok) return <CheckCircle2 className="size-5 text-green-600 dark:text-green-400" aria-hidden="true" />;
  if (logged) return <FileText className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />;
  return <XCircle className="size-5 text-destructive" aria-hidden="true" />;
}
