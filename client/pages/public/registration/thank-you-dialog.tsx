// After a registration with nothing to pay (the youth package without the bundle).
import { NoticeDialog } from './notice-dialog';

export const ThankYouDialog = ({ programName, onClose }: { programName: string; onClose: () => void }) => (
  <NoticeDialog
    title="Thank you for your registration!"
    description={`Your registration for ${programName} is complete. No payment is needed, and a confirmation will follow by email.`}
    onClose={onClose}
  />
);
