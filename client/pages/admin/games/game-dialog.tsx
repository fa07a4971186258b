// New game and Edit game (issue 30, point 1): the game form in a dialog, checked by GameFormSchema (the
// API's own rules and messages); a new game is POSTed, an edited one PUT (the server emails its crew).
import type { Program } from '../../../../common/schemas/program';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { FormDialog } from '../shared/form-dialog';
import { GAME_QUERIES, GAMES_PATH, type GameRow } from './crew';
import { GameFields } from './game-form';
import { certificationOptions, GameFormSchema, gameFormValues } from './game-form-schema';

/** The certifications programs grant, and the game's own (which no program may grant any more). */
function useCertificationOptions(game?: GameRow) {
  const programs = useAdminQuery<Pick<Program, 'certification'>[]>('/api/programs');
  const granted = (programs.data ?? []).map((program) => program.certification?.name ?? null);
  return certificationOptions(granted, game?.positions.flatMap((position) => (position.certification ? [position.certification] : [])));
}

interface GameDialogProps {
  /** The game to edit; none: a new game. */
  game?: GameRow;
  open: boolean;
  onClose: () => void;
}

export function GameDialog({ game, open, onClose }: GameDialogProps) {
  const certifications = useCertificationOptions(game);
  const save = useAdminMutation<unknown>({
    method: game ? 'PUT' : 'POST',
    path: game ? `${GAMES_PATH}/${game.id}` : GAMES_PATH,
    failure: game ? 'Failed to save the game' : 'Failed to create the game',
    invalidates: GAME_QUERIES,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      className="sm:max-w-3xl"
      idPrefix={game ? 'edit-game' : 'new-game'}
      schema={GameFormSchema}
      values={gameFormValues(game)}
      title={game ? 'Edit game' : 'New game'}
      description={game ? 'Its crew is emailed the change once it is saved.' : 'When and where, the teams, and the crew positions with their fees.'}
      submitLabel={game ? 'Save game' : 'Create game'}
      pendingLabel={game ? 'Saving...' : 'Creating...'}
      pending={save.isPending}
      onSubmit={(input) => save.mutate(input)}
    >
      <GameFields certifications={certifications} />
    </FormDialog>
  );
}
