// The exam's clock is the server's (issue 29): the page counts from the `serverNow` of the server's last
// answer, moved on by the time the page itself has seen pass since. performance.now() is monotonic, so a
// device whose clock is wrong, or is changed during the exam, neither gains nor loses time; each answer
// from the server (a save, a refetch when the page is shown again after a sleep) sets it right again.

export interface ServerClock {
  /** The server's time now, in milliseconds since the epoch. */
  now(): number;
  /** Takes the server's time from an answer just received. */
  sync(serverNow: string): void;
}

export function createServerClock(serverNow: string): ServerClock {
  let server = Date.parse(serverNow);
  let seenAt = performance.now();
  return {
    now: () => server + (performance.now() - seenAt),
    sync(next) {
      server = Date.parse(next);
      seenAt = performance.now();
    },
  };
}
