// The exams tab of /admin/exams (issue 29): each exam with its program, draw and rules; New exam opens
// the definition form, whose draw picks from the bank's categories. The server refuses a draw the bank
// cannot serve, and its message shows under the draw.
import { useState } from 'react';
import { ExamFormSchema, examFormValues } from '../../../../common/schemas/exam-form';
import { DataTable } from '../shared/data-table';
import { AddButton } from '../shared/page-header';
import { useProgramOptions } from '../shared/program-options';
import { AddDialog } from './add-dialog';
import { bankCategories, EXAMS_PATH, useExams, useProgramNames, useQuestions } from './exam-api';
import { examColumns } from './exam-columns';
import { ExamFields } from './exam-form';

function NewExamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const questions = useQuestions();
  // The programs by name, without the filters' "All programs".
  const programs = useProgramOptions('').slice(1);
  return (
    <AddDialog open={open} onClose={onClose} idPrefix="new-exam" path={EXAMS_PATH} schema={ExamFormSchema} values={examFormValues()}
      title="New exam" description="What each attempt draws from the bank, the pass mark, the time and the attempts."
      submitLabel="Create exam" pendingLabel="Creating..." failure="Failed to create the exam"
    >
      <ExamFields programs={programs} categories={bankCategories(questions.data ?? [])} />
    </AddDialog>
  );
}

export function ExamList() {
  const exams = useExams();
  const programs = useProgramNames();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <AddButton onClick={() => setCreating(true)}>New exam</AddButton>
      </div>
      <DataTable query={exams} plural="Exams" columns={examColumns(programs)} className="min-w-[50rem]" />
      <NewExamDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
