// Create Officiating Program (SPEC section 2): the program form on its own page. Unlike the original
// (which sent no body, SPEC section 7) it POSTs the full program, then returns to /admin/programs.
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageHeader } from '../shared/page-header';
import { useCreateProgram } from './program-api';
import { NewProgramForm } from './program-form';

const PROGRAMS_PAGE = '/admin/programs';

export function CreateOfficiatingProgram() {
  const [, navigate] = useLocation();
  const create = useCreateProgram(() => navigate(PROGRAMS_PAGE));

  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" className="mb-4" asChild>
        <Link href={PROGRAMS_PAGE}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <PageHeader title="Create Officiating Program" description="Set up a new officiating training program with its features and price tiers." />
      <Card>
        <CardContent className="pt-6">
          <NewProgramForm
            idPrefix="officiating-program"
            create={create}
            cancel={
              <Button variant="outline" asChild>
                <Link href={PROGRAMS_PAGE}>Cancel</Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
