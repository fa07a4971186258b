// The staff's exam calls (issue 29): the question bank and the exam definitions, read once for the
// screens that show them and refreshed by what changes them.
import type { Json } from '../../../../common/api';
import type { Exam, Question } from '../../../../common/schemas/exam';
import type { Program } from '../../../../common/schemas/program';
import { useAdminQuery } from '../shared/admin-api';

export const QUESTIONS_PATH = '/api/exam-questions';
export const EXAMS_PATH = '/api/exams';
/** The exams tab of /admin/exams (the tab is in the address, so a Back link returns to it). */
export const EXAMS_TAB = '/admin/exams?tab=exams';

export type BankQuestion = Json<Question>;
export type ExamRow = Json<Exam>;

export const useQuestions = () => useAdminQuery<BankQuestion[]>(QUESTIONS_PATH);
export const useExams = () => useAdminQuery<ExamRow[]>(EXAMS_PATH);

/** Program names by id, for the exams that serve one. */
export function useProgramNames(): Map<number, string> {
  const programs = useAdminQuery<Pick<Program, 'id' | 'name'>[]>('/api/programs');
  return new Map((programs.data ?? []).map(({ id, name }) => [id, name]));
}

/** The bank's categories by name, with how many questions each holds. */
export function bankCategories(questions: readonly BankQuestion[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const question of questions) counts.set(question.category, (counts.get(question.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** "Fouls 3, Violations 2" */
export const drawSummary = (draw: ExamRow['draw']) => draw.map(({ category, count }) => `${category} ${count}`).join(', ');
export const questionsPerAttempt = (draw: ExamRow['draw']) => draw.reduce((sum, { count }) => sum + count, 0);
