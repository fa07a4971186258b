// The program's lines every message about a registration shows.
import type { ProgramDetails } from './details.js';
import { formatDate, formatTime, venueOf } from './format.js';
import type { Row } from './layout.js';

export const programRows = (program: ProgramDetails | null, programName: string): Row[] => [
  ['Program', program?.name ?? programName],
  ['Start date', formatDate(program?.startDate)],
  ['Start time', formatTime(program?.startTime)],
  ['Venue', venueOf(program)],
];
