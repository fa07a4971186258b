// The program's lines every message about a registration shows.
import type { ProgramDetails } from './details.js';
import { formatDate, formatTime, venueOf } from './format.js';
import type { Row } from './layout.js';

/** The program's name, start and venue; the start time in the organisation's zone on the start date. */
export const programRows = (program: ProgramDetails | null, programName: string, timeZone: string): Row[] => [
  ['Program', program?.name ?? programName],
  ['Start date', formatDate(program?.startDate)],
  ['Start time', formatTime(program?.startTime, timeZone, program?.startDate)],
  ['Venue', venueOf(program)],
];
