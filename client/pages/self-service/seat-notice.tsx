// The seat of a pending registration in a program with a capacity (issue 27): until when it is held;
// that the hold expired and the program is full, with a form to join the waitlist (the page runs no
// script); or the registrant's place on the waitlist once they joined it.
import type { MyRegistrationPage, MyRegistrationSeat } from '../../../common/my-registration-page';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

function placeSentence(position: number | null, programName: string): string {
  if (position === null) return `A seat in ${programName} has opened for you: the email we sent you has the link to register for it.`;
  return `You are number ${position} in line for ${programName}. When a seat opens, we will email you a link to register; nothing has been charged.`;
}

export function SeatNotice({ seat, page }: { seat: MyRegistrationSeat; page: MyRegistrationPage }) {
  const { programName } = page.registration;
  if (seat.state === 'held') {
    return (
      <Alert>
        <AlertTitle>Your seat is held until {seat.until}</AlertTitle>
        <AlertDescription>
          <p>Pay before then to keep it; after that the seat may go to someone else.</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (seat.state === 'waitlisted') {
    return (
      <Alert>
        <AlertTitle>You are on the waitlist</AlertTitle>
        <AlertDescription>
          <p>{placeSentence(seat.position, programName)}</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert>
      <AlertTitle>Your seat hold has expired</AlertTitle>
      <AlertDescription>
        <p>{programName} is now full, so this registration can no longer be paid.{seat.joinWaitlist ? ' You can join the waitlist: we will email you when a seat opens.' : ''}</p>
        {seat.joinWaitlist && (
          <form method="post" action={seat.joinWaitlist} className="mt-2 w-full sm:w-auto">
            <Button type="submit" className="w-full sm:w-auto">Join the waitlist</Button>
          </form>
        )}
      </AlertDescription>
    </Alert>
  );
}
