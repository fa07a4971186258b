// /admin/exams (issue 29, point 3): the rules exam's question bank (written in a form or imported from
// CSV) and the exams drawn from it, on two tabs; an exam opens its results and accommodations. The tab
// is in the address (?tab=exams), so the exam's Back link returns to the list it came from.
import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PageHeader } from '../shared/page-header';
import { EXAMS_TAB } from './exam-api';
import { ExamList } from './exam-list';
import { QuestionBank } from './question-bank';

export function ExamsScreen() {
  const [, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab') === 'exams' ? 'exams' : 'bank';
  return (
    <div>
      <PageHeader title="Exams" description="The rules exam: the question bank, the exams drawn from it, and how each exam works." />
      <Tabs value={tab} onValueChange={(value) => navigate(value === 'exams' ? EXAMS_TAB : '/admin/exams', { replace: true })} className="gap-4">
        <TabsList>
          <TabsTrigger value="bank">Question bank</TabsTrigger>
          <TabsTrigger value="exams">Exams</TabsTrigger>
        </TabsList>
        <TabsContent value="bank">
          <QuestionBank />
        </TabsContent>
        <TabsContent value="exams">
          <ExamList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
