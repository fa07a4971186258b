// /admin/exams (issue 29, point 3): the rules exam's question bank, written in a form or imported from CSV.
import { PageHeader } from '../shared/page-header';
import { QuestionBank } from './question-bank';

export function ExamsScreen() {
  return (
    <div>
      <PageHeader title="Exams" description="The rules exam: the question bank, the exams drawn from it, and how each exam works." />
      <QuestionBank />
    </div>
  );
}
