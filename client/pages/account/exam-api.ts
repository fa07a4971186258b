// The official's exam calls (issue 29, point 3), on the official's session cookie like the account's.
// An attempt never carries a correct answer before it is submitted: the server has none to send.
import type { ApiSuccess, Json } from '../../../common/api';
import type { Attempt } from '../../../common/schemas/exam-attempt';
import { apiRequest } from '../../lib/api';

export type AttemptData = Json<Attempt>;

export const attemptPath = (id: number) => `/account/exams/attempts/${id}`;

export const attemptQueryKey = (id: string) => ['/api/attempts', id] as const;

const attemptCall = async (url: string, options: { method?: string; body?: unknown } = {}) => (await apiRequest<ApiSuccess<AttemptData>>(url, options)).data;

/** Starts an attempt, or resumes the one running (the server decides which). */
export const startAttempt = (examId: number) => attemptCall(`/api/exams/${examId}/attempts`, { method: 'POST' });

export const fetchAttempt = (id: string | number) => attemptCall(`/api/attempts/${id}`);

/** Merges these answers (question id → choice index) into the saved ones. */
export const saveAnswers = (id: number, answers: Record<string, number>) => attemptCall(`/api/attempts/${id}/answers`, { method: 'PUT', body: { answers } });

export const submitAttempt = (id: number) => attemptCall(`/api/attempts/${id}/submit`, { method: 'POST' });
