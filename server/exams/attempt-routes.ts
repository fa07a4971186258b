// The signed-in official's exam calls (issue 29, point 3): starting an attempt, reading it, saving answers
// as they are given, submitting. Never a correct answer before submit (AttemptSchema has none to send).
import { successSchema } from '../../common/api.js';
import { AttemptAnswersSchema, AttemptSchema, type Attempt } from '../../common/schemas/exam-attempt.js';
import { IdParams } from '../../common/schemas/fields.js';
import { failures, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';

export interface AttemptRouteDeps {
  startAttempt(email: string, examId: number): Promise<{ attempt: Attempt; resumed: boolean }>;
  viewAttempt(email: string, attemptId: number): Promise<Attempt>;
  saveAnswers(email: string, attemptId: number, answers: Record<string, number>): Promise<Attempt>;
  submitAttempt(email: string, attemptId: number): Promise<Attempt>;
}

const OFFICIAL = { config: { access: 'official' as const } };
const answer = successSchema(AttemptSchema);
const SIGNED_IN = [400, 401, 403, 404] as const;

export function attemptRoutes(app: App, deps: AttemptRouteDeps) {
  // 201 for a new attempt, 200 for the one already running (a second tap, another device).
  app.post(
    '/api/exams/:id/attempts',
    { ...OFFICIAL, schema: { params: IdParams, response: { 200: answer, 201: answer, ...failures(...SIGNED_IN, 409, 429) } } },
    async (request, reply) => {
      const { attempt, resumed } = await deps.startAttempt(request.official!.email, request.params.id);
      return reply.code(resumed ? 200 : 201).send(ok(attempt, resumed ? 'Attempt resumed' : 'Attempt started'));
    },
  );
  app.get('/api/attempts/:id', { ...OFFICIAL, schema: { params: IdParams, response: { 200: answer, ...failures(...SIGNED_IN) } } }, async (request) =>
    ok(await deps.viewAttempt(request.official!.email, request.params.id)),
  );
  app.put(
    '/api/attempts/:id/answers',
    { ...OFFICIAL, schema: { params: IdParams, body: AttemptAnswersSchema, response: { 200: answer, ...failures(...SIGNED_IN, 409, ...WITH_BODY) } } },
    async (request) => ok(await deps.saveAnswers(request.official!.email, request.params.id, request.body.answers), 'Answer saved'),
  );
  app.post('/api/attempts/:id/submit', { ...OFFICIAL, schema: { params: IdParams, response: { 200: answer, ...failures(...SIGNED_IN, 409) } } }, async (request) =>
    ok(await deps.submitAttempt(request.official!.email, request.params.id), 'Attempt submitted'),
  );
}
