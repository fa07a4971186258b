// The program's sessions as the registrant's page lists them (issue 16): formatted here, where the
// organisation's conventions are known, like the page's other dates.
import { formatDateLong, formatTime12h } from '../../common/format.js';
import type { MyRegistrationSession } from '../../common/my-registration-page.js';
import type { ProgramSession } from '../../common/schemas/program-sessions.js';

export function sessionLines(sessions: ProgramSession[], programStartTime: string | null): MyRegistrationSession[] {
  // A program dated without a time has one session at a placeholder start: show its day alone.
  const timed = sessions.length > 1 || programStartTime !== null;
  return sessions.map((session) => ({
    date: formatDateLong(session.date),
    time: timed ? `${formatTime12h(session.startTime)}${session.endTime ? ` – ${formatTime12h(session.endTime)}` : ''}` : null,
    venue: session.venueName,
    address: session.address,
  }));
}
