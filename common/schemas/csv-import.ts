// A CSV file staff import (questions, games), previewed row by row or stored.
import { z } from 'zod';
import { booleanField } from './fields.js';

export const CsvImportSchema = z.object(
  {
    csv: z.string({ error: 'The CSV file is required' }).min(1, 'The CSV file is empty').max(1_000_000, 'The CSV file is too large (1 MB at most)'),
    /** false: only check each row and answer the preview; true: store every row, or none if one is wrong. */
    commit: booleanField('Commit').default(false),
  },
  { error: 'The body must be an object' },
);
