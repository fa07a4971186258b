// The picture a program shows: its own image, else its level's default (SPEC: "default images are
// chosen by level, with a fallback image").
import { PROGRAM_LEVEL_LABELS } from '../../common/labels';
import type { Program } from '../../common/schemas/program';

export const FALLBACK_PROGRAM_IMAGE = '/images/programs/default.svg';

export const levelImage = (level: string) =>
  Object.hasOwn(PROGRAM_LEVEL_LABELS, level) ? `/images/programs/${level}.svg` : FALLBACK_PROGRAM_IMAGE;

export const programImage = (program: Pick<Program, 'imageUrl' | 'level'>) => program.imageUrl || levelImage(program.level);
