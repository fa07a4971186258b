// Answers saved as they are given (issue 29): a choice is kept at once in sessionStorage under its
// attempt, sent to the server (PUT, merged with what it has), and dropped from storage once the server
// has it. A failed call (offline, a server restarting) is retried after growing waits, and at once when
// the browser is back online; a reload finds the answers not yet saved and sends them.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { saveAnswers, type AttemptData } from '../exam-api';

/** `idle`: nothing chosen yet; `retrying`: some answers are only on this device for now. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying' | 'signed-out';

type Answers = Record<string, number>;

const storageKey = (attemptId: number) => `exam-attempt-answers:${attemptId}`;

/** The answers of this attempt chosen on this tab and not yet saved by the server. */
function readUnsaved(attemptId: number): Answers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(attemptId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
  } catch {
    return {};
  }
}

function keepUnsaved(attemptId: number, answers: Answers) {
  try {
    if (Object.keys(answers).length === 0) sessionStorage.removeItem(storageKey(attemptId));
    else sessionStorage.setItem(storageKey(attemptId), JSON.stringify(answers));
  } catch {
    // Storage refused (private mode, full): the answers wait in memory only.
  }
}

/** Forgets what this tab kept of an attempt (once it is scored, nothing is left to send). */
export const forgetUnsaved = (attemptId: number) => keepUnsaved(attemptId, {});

/** Waits before the next try after 1, 2, 3… failures in a row. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000];

interface SaverEvents {
  state(state: SaveState): void;
  /** The server's answer to a save: the attempt as stored (with its clock). */
  saved(attempt: AttemptData): void;
  /** The server refuses answers: the time is up or the attempt was submitted (409). */
  closed(): void;
}

/** The queue of unsaved answers and its sending, outside React: one per attempt page. */
function createAnswerSaver(attemptId: number, on: SaverEvents) {
  const unsaved = readUnsaved(attemptId);
  let running: Promise<boolean> | null = null;
  let failures = 0;
  let retry: number | undefined;
  let stopped = false;
  let closed = false;

  async function send(): Promise<boolean> {
    window.clearTimeout(retry);
    let sent = false;
    while (Object.keys(unsaved).length > 0) {
      if (stopped || closed) return false;
      // Offline: wait for the browser's `online` event rather than fail on each try.
      if (!navigator.onLine) {
        on.state('retrying');
        return false;
      }
      const batch = { ...unsaved };
      on.state('saving');
      try {
        const attempt = await saveAnswers(attemptId, batch);
        // A choice changed again while this call was out stays to be sent.
        for (const [questionId, choice] of Object.entries(batch)) if (unsaved[questionId] === choice) delete unsaved[questionId];
        keepUnsaved(attemptId, unsaved);
        failures = 0;
        sent = true;
        on.saved(attempt);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          closed = true;
          on.closed();
          return false;
        }
        if (error instanceof ApiError && error.status === 401) {
          on.state('signed-out');
          return false;
        }
        on.state('retrying');
        if (!stopped) retry = window.setTimeout(() => void flush(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
        failures += 1;
        return false;
      }
    }
    if (sent) on.state('saved');
    return true;
  }

  /** Sends what is unsaved; true once the server has every answer. A call while one runs joins it. */
  function flush(): Promise<boolean> {
    running ??= send().finally(() => {
      running = null;
    });
    return running;
  }

  const online = () => {
    failures = 0;
    void flush();
  };
  const offline = () => {
    if (Object.keys(unsaved).length > 0) on.state('retrying');
  };

  return {
    unsaved: () => ({ ...unsaved }),
    choose(questionId: string, choice: number) {
      unsaved[questionId] = choice;
      keepUnsaved(attemptId, unsaved);
      void flush();
    },
    flush,
    start() {
      stopped = false;
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      // Answers a reload found in storage go out at once.
      if (Object.keys(unsaved).length > 0) void flush();
    },
    stop() {
      stopped = true;
      window.clearTimeout(retry);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    },
  };
}

/**
 * The answers shown (the server's saved ones, with this tab's unsaved ones over them), the saving
 * state, `choose` for a new choice and `flush` to send what is left (true when all is saved).
 */
export function useAnswerSaving(attemptId: number, saved: Answers, onSaved: (attempt: AttemptData) => void, onClosed: () => void) {
  const handlers = useRef({ onSaved, onClosed });
  useLayoutEffect(() => {
    handlers.current = { onSaved, onClosed };
  });
  const [saver] = useState(() =>
    createAnswerSaver(attemptId, {
      state: (next) => setState(next),
      saved: (attempt) => handlers.current.onSaved(attempt),
      closed: () => handlers.current.onClosed(),
    }),
  );
  const [answers, setAnswers] = useState<Answers>(() => ({ ...saved, ...saver.unsaved() }));
  const [state, setState] = useState<SaveState>(() => {
    if (Object.keys(saver.unsaved()).length > 0) return 'saving';
    return Object.keys(saved).length > 0 ? 'saved' : 'idle';
  });

  useEffect(() => {
    saver.start();
    return () => saver.stop();
  }, [saver]);

  const choose = useCallback(
    (questionId: string, choice: number) => {
      setAnswers((current) => ({ ...current, [questionId]: choice }));
      saver.choose(questionId, choice);
    },
    [saver],
  );

  return { answers, state, choose, flush: saver.flush };
}
