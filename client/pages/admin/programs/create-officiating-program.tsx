// Create Officiating Program (SPEC section 2): the program form on its own page. Unlike the original
// (which sent no body, SPEC section 7) it POSTs the full program, then returns to /admin/programs.
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ProgramFormSchema, programFormValues } from '../../../../common/schemas/program-form';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageHeader } from '../shared/page-header';
import { ProgramFields } from './form';
import { usePrograms } from './screen';

const PROGRAMS_PAGE = '/admin/programs';

export function CreateOfficiatingProgram() {
  const [, navigate] = useLocation();
  const { create } = usePrograms();
  const form = useSchemaForm(ProgramFormSchema, programFormValues());

  return (
    <div>
      <Button variant="ghost" size="sm" className="mb-4" asChild>
        <Link href={PROGRAMS_PAGE}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <PageHeader title="Create Officiating Program" description="Set up a new officiating training program with its features and price tiers." />
      <Card>
        <CardContent className="pt-6">
          <SchemaForm
            form={form}
            idPrefix="officiating-program"
            className="grid gap-4"
            onSubmit={(values) => create.mutate(values, { onSuccess: () => navigate(PROGRAMS_PAGE) })}
          >
            <fieldset disabled={create.isPending} className="contents">
              <ProgramFields />
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" asChild>
                <Link href={PROGRAMS_PAGE}>Cancel</Link>
              </Button>
              <SubmitButton pending={create.isPending} label="Create Program" pendingLabel="Creating..." />
            </div>
          </SchemaForm>
        </CardContent>
      </Card>
    </div>
  );
}
