// The crew chief's marks of who worked a game once it has started (issue 30, point 6): a checkbox per
// official on the crew, all ticked at first (their own as last marked), saved together.
import { useId, useState, type FormEvent } from 'react';
import type { WorkedInput } from '../../../../common/schemas/game';
import { SubmitButton } from '../../../components/form/submit-button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { markWorked, type MyGame } from './games-api';
import { useGameAction } from './use-game-action';

export function CrewWorked({ game }: { game: MyGame }) {
  const id = useId();
  const members = game.crewAssignments;
  const [worked, setWorked] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(members.map((member) => [member.assignmentId, member.assignmentId === game.assignmentId ? (game.worked ?? true) : true])),
  );
  const save = useGameAction((body: WorkedInput) => markWorked(game.game.id, body), 'Who worked could not be saved. Please try again.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ worked: members.map(({ assignmentId }) => ({ assignmentId, worked: worked[assignmentId] ?? true })) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Who worked this game</legend>
        <p className="-mt-1 text-sm text-muted-foreground">As crew chief, tick each official who worked it; the office pays from these marks.</p>
        {members.map((member) => (
          <div key={member.assignmentId} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-${member.assignmentId}`}
              checked={worked[member.assignmentId] ?? true}
              onCheckedChange={(checked) => setWorked((marks) => ({ ...marks, [member.assignmentId]: checked === true }))}
            />
            <Label htmlFor={`${id}-${member.assignmentId}`} className="font-normal">
              {member.name} ({member.position})
            </Label>
          </div>
        ))}
        <div>
          <SubmitButton size="sm" variant="outline" pending={save.isPending} label="Save who worked" />
        </div>
      </fieldset>
    </form>
  );
}
