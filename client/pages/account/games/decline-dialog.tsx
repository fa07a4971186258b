// Declining a game: a dialog asks why (the office reads it; the server wants at least 3 characters),
// then the position opens again for another official.
import { useRef, useState } from 'react';
import { z } from 'zod';
import { DeclineInputSchema } from '../../../../common/schemas/game';
import { TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { declineButtonId, GAMES_HEADING_ID, teamsOf, whenOf } from './game-facts';
import { declineGame, type MyGame } from './games-api';
import { useGameAction } from './use-game-action';

type DeclineValues = z.input<typeof DeclineInputSchema>;

export function DeclineDialog({ game }: { game: MyGame }) {
  const [open, setOpen] = useState(false);
  // A declined game leaves the list: the focus goes to the page's heading rather than to nowhere.
  const declined = useRef(false);
  const form = useSchemaForm(DeclineInputSchema, { reason: '' } satisfies DeclineValues);
  const decline = useGameAction(({ reason }: { reason: string }) => declineGame(game.assignmentId, reason), 'The game could not be declined. Please try again.');
  const submit = ({ reason }: { reason: string }) =>
    decline.mutate(
      { reason },
      {
        onSuccess: () => {
          declined.current = true;
          setOpen(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors.reason : undefined;
          if (message) form.setError('reason', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Button id={declineButtonId(game.assignmentId)} size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Decline ${teamsOf(game.game)}`}>
        Decline
      </Button>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!declined.current) return;
          event.preventDefault();
          document.getElementById(GAMES_HEADING_ID)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Decline this game?</DialogTitle>
          <DialogDescription>
            {teamsOf(game.game)}, {whenOf(game.game)}, {game.position}. The office reads your reason and offers the position to another official.
          </DialogDescription>
        </DialogHeader>
        <SchemaForm form={form} idPrefix={`decline-${game.assignmentId}`} onSubmit={submit} className="grid gap-4">
          <TextField<DeclineValues> name="reason" label="Why can't you take it?" required rows={3} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep the game
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={decline.isPending} label="Decline game" pendingLabel="Declining…" />
          </DialogFooter>
        </SchemaForm>
      </DialogContent>
    </Dialog>
  );
}
