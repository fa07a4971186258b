// The program's sessions on the registrant's page (issue 16): each meeting's day, times and place, as a
// list that reads the same on a phone.
import type { MyRegistrationSession } from '../../../common/my-registration-page';

/** `timesIn`: the organisation's zone in words (common/calendar's placeTime). */
export function SessionList({ sessions, timesIn }: { sessions: MyRegistrationSession[]; timesIn: string }) {
  if (sessions.length === 0) return null;
  return (
    <div className="mt-5 border-t pt-4">
      <h3 className="text-sm font-semibold">{sessions.length === 1 ? 'Session' : `Sessions (${sessions.length})`}</h3>
      {sessions.some((session) => session.time) && <p className="mt-0.5 text-xs text-muted-foreground">Times are {timesIn}.</p>}
      <ol aria-label="Sessions" className="mt-3 space-y-3 text-sm">
        {sessions.map((session, index) => (
          // Sessions have no stable key here (the page shows no ids); their order is fixed by the server.
          <li key={index} className="grid gap-0.5 rounded-md border bg-muted/40 px-3 py-2.5">
            <span className="font-medium">{session.date}</span>
            {session.time && <span className="text-muted-foreground">{session.time}</span>}
            {session.venue && <span className="break-words">{session.venue}</span>}
            {session.address && <span className="break-words text-muted-foreground">{session.address}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
