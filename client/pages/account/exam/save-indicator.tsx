// How the exam page shows its saving (issue 29): a line under the questions ("Saved", "Not saved —
// retrying") and what a screen reader is told of it (a problem and its end, not every save).
import { useEffect, useRef, useState } from 'react';
import { Check, CloudOff, Loader2 } from 'lucide-react';
import type { SaveState } from './use-answer-saving';

const SAVE_TEXT: Record<SaveState, string> = {
  idle: 'Answers are saved as you choose them',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved — retrying',
  'signed-out': 'Not saved — signed out',
};

export function SaveIndicator({ state }: { state: SaveState }) {
  const Icon = state === 'saved' ? Check : state === 'saving' ? Loader2 : state === 'idle' ? null : CloudOff;
  const trouble = state === 'retrying' || state === 'signed-out';
  return (
    <p className={trouble ? 'flex items-center gap-1.5 text-sm font-medium text-destructive' : 'flex items-center gap-1.5 text-sm text-muted-foreground'} data-save-state={state}>
      {Icon && <Icon aria-hidden="true" className={state === 'saving' ? 'size-4 motion-safe:animate-spin' : 'size-4'} />}
      {SAVE_TEXT[state]}
    </p>
  );
}

/** What a screen reader hears of the saving: only a problem, and its end (not every "Saved"). */
export function useSaveAnnouncement(state: SaveState): string {
  const [text, setText] = useState('');
  const troubled = useRef(false);
  useEffect(() => {
    if (state === 'retrying' || state === 'signed-out') {
      troubled.current = true;
      setText(state === 'retrying' ? 'Your latest answers are not saved yet. They are kept on this device and sent when the connection is back.' : SAVE_TEXT[state]);
    } else if (state === 'saved' && troubled.current) {
      troubled.current = false;
      setText('All answers saved.');
    }
  }, [state]);
  return text;
}
