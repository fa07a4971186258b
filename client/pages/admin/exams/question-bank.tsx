// The question bank tab of /admin/exams (issue 29): every question with its correct answer, filtered by
// category; Add question opens the form, Import CSV the file import with its preview.
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { QuestionFormSchema, questionFormValues } from '../../../../common/schemas/exam-form';
import { Button } from '../../../components/ui/button';
import { RowsTable } from '../shared/data-table';
import { FilterSelect } from '../shared/filter-select';
import { AddButton } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { AddDialog } from './add-dialog';
import { bankCategories, QUESTIONS_PATH, useQuestions } from './exam-api';
import { ImportDialog } from './import-dialog';
import { questionColumns } from './question-columns';
import { QuestionFields } from './question-form';

const ALL = 'all';

function AddQuestionDialog({ open, onClose, categories, category }: { open: boolean; onClose: () => void; categories: string[]; category: string }) {
  return (
    <AddDialog open={open} onClose={onClose} idPrefix="new-question" path={QUESTIONS_PATH} schema={QuestionFormSchema} values={questionFormValues(category)}
      title="Add question" description="A question for the bank, with its correct answer and the explanation officials read after the exam."
      submitLabel="Add question" pendingLabel="Adding..." failure="Failed to add the question"
    >
      <QuestionFields categories={categories} />
    </AddDialog>
  );
}

export function QuestionBank() {
  const questions = useQuestions();
  const [category, setCategory] = useState(ALL);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const categories = bankCategories(questions.data ?? []);
  const options: [string, string][] = [[ALL, `All categories (${questions.data?.length ?? 0})`], ...categories.map(({ name, count }): [string, string] => [name, `${name} (${count})`])];
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FilterSelect id="bank-category" label="Category" value={category} onChange={setCategory} options={options} className="sm:w-72" />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <AddButton onClick={() => setAdding(true)}>Add question</AddButton>
        </div>
      </div>
      <QueryStates query={questions} loadingLabel="Loading questions" error="Error loading questions. Please try again.">
        {(rows) => (
          <RowsTable
            label="Question bank"
            scrollLabel="Question bank (table)"
            rows={category === ALL ? rows : rows.filter((question) => question.category === category)}
            columns={questionColumns}
            emptyText={rows.length === 0 ? 'No questions yet: add one, or import a CSV file' : 'No questions in this category'}
            className="min-w-[44rem]"
          />
        )}
      </QueryStates>
      <AddQuestionDialog open={adding} onClose={() => setAdding(false)} categories={categories.map(({ name }) => name)} category={category === ALL ? '' : category} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
