// After the game (issue 30, point 6): staff mark who of the crew worked it (the fees report counts those),
// and an observer's evaluation of an official who worked: mechanics, positioning and communication (1 to
// 5) and comments.
import { ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useAdminMutation } from '../shared/admin-api';
import { FormDialog } from '../shared/form-dialog';
import { RowButton } from '../shared/row-actions';
import { SectionCard } from '../shared/section-card';
import { GAME_QUERIES, GAMES_PATH, type GameRow, type Holder } from './crew';
import { EvaluationFormSchema, evaluationFormValues, RATING_OPTIONS, type EvaluationFormValues } from './game-form-schema';

type Worker = Holder & { position: string };

function EvaluationDialog({ worker, onClose }: { worker: Worker; onClose: () => void }) {
  const save = useAdminMutation<unknown>({
    method: 'PUT', path: `/api/assignments/${worker.assignmentId}/evaluation`, failure: 'Failed to save the evaluation', invalidates: [GAMES_PATH], onSuccess: onClose,
  });
  const Rating = SelectField<EvaluationFormValues>;
  return (
    <FormDialog
      open onOpenChange={(next) => !next && onClose()} idPrefix="evaluation" schema={EvaluationFormSchema} values={evaluationFormValues()}
      title="Evaluation" description={`${worker.name}, ${worker.position}: the official sees it on their account.`}
      submitLabel="Save evaluation" pending={save.isPending} onSubmit={(input) => save.mutate(input)}
    >
      <TextField<EvaluationFormValues> name="observer" label="Observer" required autoComplete="name" />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Rating name="mechanics" label="Mechanics" required options={RATING_OPTIONS} placeholder="Rate" />
        <Rating name="positioning" label="Positioning" required options={RATING_OPTIONS} placeholder="Rate" />
        <Rating name="communication" label="Communication" required options={RATING_OPTIONS} placeholder="Rate" />
        <p className="text-sm text-muted-foreground sm:col-span-3">1 needs work, 3 as expected, 5 excellent.</p>
      </div>
      <TextField<EvaluationFormValues> name="comments" label="Comments" rows={3} />
    </FormDialog>
  );
}

export function AfterGame({ game }: { game: GameRow }) {
  const crew: Worker[] = game.positions.flatMap((position) => (position.holder ? [{ ...position.holder, position: position.name }] : []));
  // Who worked, as staff tick it: as marked before, else everyone on the crew until told otherwise.
  const [worked, setWorked] = useState<Record<number, boolean>>({});
  const [evaluating, setEvaluating] = useState<Worker | null>(null);
  const hasWorked = (worker: Worker) => worked[worker.assignmentId] ?? worker.worked ?? true;
  const mark = useAdminMutation<void>({
    method: 'PUT', path: `${GAMES_PATH}/${game.id}/worked`, failure: 'Failed to mark the crew', invalidates: GAME_QUERIES,
    body: () => ({ worked: crew.map((worker) => ({ assignmentId: worker.assignmentId, worked: hasWorked(worker) })) }),
  });
  return (
    <SectionCard title="After the game" description="Tick who worked the game and save: worked games count in the fees report. Then an observer may evaluate an official who worked.">
      {crew.length === 0 ? (
        <p className="text-sm text-muted-foreground">No official held a position on this game.</p>
      ) : (
        <div className="grid gap-4">
          <ul aria-label="Who worked" className="grid gap-3">
            {crew.map((worker) => (
              <li key={worker.assignmentId} className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`worked-${worker.assignmentId}`} checked={hasWorked(worker)}
                    onCheckedChange={(checked) => setWorked((current) => ({ ...current, [worker.assignmentId]: checked === true }))}
                  />
                  <Label htmlFor={`worked-${worker.assignmentId}`} className="font-normal">
                    {worker.name} worked as {worker.position}
                  </Label>
                </div>
                <RowButton icon={ClipboardPen} onClick={() => setEvaluating(worker)} aria-label={`${worker.evaluated ? 'Evaluate again' : 'Evaluate'} ${worker.name}`}>
                  {worker.evaluated ? 'Evaluated: evaluate again' : 'Evaluate'}
                </RowButton>
              </li>
            ))}
          </ul>
          <Button className="w-fit" disabled={mark.isPending} onClick={() => mark.mutate()}>
            {mark.isPending ? 'Saving...' : 'Save who worked'}
          </Button>
        </div>
      )}
      {evaluating && <EvaluationDialog worker={evaluating} onClose={() => setEvaluating(null)} />}
    </SectionCard>
  );
}
