// Staff's exam screens' calls (issue 29): the question bank and the exam definitions.
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { ExamInputSchema, ExamSchema, QuestionInputSchema, QuestionSchema, type Exam, type ExamInput, type Question, type QuestionInput } from '../../common/schemas/exam.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerGetRoute } from '../kernel/http/crud-routes.js';

export interface ExamRouteDeps {
  createQuestion(input: QuestionInput): Promise<Question>;
  listQuestions(): Promise<Question[]>;
  createExam(input: ExamInput): Promise<Exam>;
  listExams(): Promise<Exam[]>;
}

export function examRoutes(app: App, { createQuestion, listQuestions, createExam, listExams }: ExamRouteDeps) {
  registerGetRoute(app, '/api/exam-questions', z.array(QuestionSchema), listQuestions);
  app.post(
    '/api/exam-questions',
    { schema: { body: QuestionInputSchema, response: { 201: successSchema(QuestionSchema), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await createQuestion(request.body), 'Question added to the bank')),
  );

  registerGetRoute(app, '/api/exams', z.array(ExamSchema), listExams);
  app.post(
    '/api/exams',
    { schema: { body: ExamInputSchema, response: { 201: successSchema(ExamSchema), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await createExam(request.body), 'Exam created')),
  );
}
