// Staff's exam screens' calls (issue 29): the question bank (written or imported from CSV), the exam
// definitions, per-official accommodations and how each exam works.
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import {
  AccommodationInputSchema, AccommodationSchema, ExamInputSchema, ExamSchema, ExamStatsSchema, QuestionImportAnswerSchema, QuestionImportSchema, QuestionInputSchema, QuestionSchema,
  type Accommodation, type AccommodationInput, type Exam, type ExamInput, type ExamStats, type Question, type QuestionImportAnswer, type QuestionInput,
} from '../../common/schemas/exam.js';
import { IdParams } from '../../common/schemas/fields.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerGetRoute, registerReadRoute } from '../kernel/http/crud-routes.js';

export interface ExamRouteDeps {
  createQuestion(input: QuestionInput): Promise<Question>;
  listQuestions(): Promise<Question[]>;
  importQuestions(csv: string, commit: boolean): Promise<QuestionImportAnswer>;
  createExam(input: ExamInput): Promise<Exam>;
  listExams(): Promise<Exam[]>;
  setAccommodation(examId: number, input: AccommodationInput): Promise<Accommodation>;
  listAccommodations(examId: number): Promise<Accommodation[] | null>;
  examStats(examId: number): Promise<ExamStats | null>;
}

export function examRoutes(app: App, deps: ExamRouteDeps) {
  registerGetRoute(app, '/api/exam-questions', z.array(QuestionSchema), deps.listQuestions);
  app.post(
    '/api/exam-questions',
    { schema: { body: QuestionInputSchema, response: { 201: successSchema(QuestionSchema), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await deps.createQuestion(request.body), 'Question added to the bank')),
  );
  app.post(
    '/api/exam-questions/import',
    { schema: { body: QuestionImportSchema, response: { 200: successSchema(QuestionImportAnswerSchema), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request) => {
      const answer = await deps.importQuestions(request.body.csv, request.body.commit);
      return ok(answer, request.body.commit ? `${answer.stored} questions added to the bank` : undefined);
    },
  );

  registerGetRoute(app, '/api/exams', z.array(ExamSchema), deps.listExams);
  app.post(
    '/api/exams',
    { schema: { body: ExamInputSchema, response: { 201: successSchema(ExamSchema), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await deps.createExam(request.body), 'Exam created')),
  );

  registerReadRoute(app, '/api/exams/:id/accommodations', z.array(AccommodationSchema), deps.listAccommodations, 'Exam not found');
  app.put(
    '/api/exams/:id/accommodations',
    { schema: { params: IdParams, body: AccommodationInputSchema, response: { 200: successSchema(AccommodationSchema), ...failures(...GUARDED, 404, ...WITH_BODY) } } },
    async (request) => ok(await deps.setAccommodation(request.params.id, request.body), 'Accommodation saved'),
  );
  registerReadRoute(app, '/api/exams/:id/stats', ExamStatsSchema, deps.examStats, 'Exam not found');
}
