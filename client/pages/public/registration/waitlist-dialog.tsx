// After registering for a full program (issue 16): the person is on the waitlist, not registered, and
// nothing is paid; an email with a link follows when a seat opens.
import { NoticeDialog } from './notice-dialog';

export const WaitlistDialog = ({ programName, position, onClose }: { programName: string; position: number; onClose: () => void }) => (
  <NoticeDialog
    title="You're on the waitlist"
    description={`${programName} is full, so you are on its waitlist (number ${position} in line). You are not registered yet and nothing has been charged.`}
    onClose={onClose}
  >
    <p className="text-sm text-muted-foreground">
      When a seat opens we will email you a link to register, with your answers filled in. The seat is held for you for a limited time.
    </p>
  </NoticeDialog>
);
