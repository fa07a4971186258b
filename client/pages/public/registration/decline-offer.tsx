// Turning a waitlist offer down from its dialog (issue 16): the seat passes to the next person at once
// instead of waiting for the offer to expire. Asked twice, since it cannot be undone.
import { useState } from 'react';
import type { ApiMessage } from '../../../../common/api';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';

export function DeclineOffer({ token, onDeclined }: { token: string; onDeclined: () => void }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  async function decline() {
    setPending(true);
    try {
      const { message } = await apiRequest<ApiMessage>(`/api/waitlist-offers/${encodeURIComponent(token)}/decline`, { method: 'POST' });
      toast({ title: 'Seat declined', description: message });
      onDeclined();
    } catch (error) {
      toast({ title: 'Waitlist offer', description: errorMessage(error, 'The offer could not be declined.'), variant: 'destructive' });
      setPending(false);
    }
  }

  if (!asking) {
    return (
      <Button type="button" variant="link" size="sm" className="h-auto w-fit p-0" onClick={() => setAsking(true)}>
        No longer interested? Decline this seat
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>Give the seat to the next person and leave the waitlist?</span>
      <Button type="button" variant="destructive" size="sm" disabled={pending} onClick={() => void decline()}>
        {pending ? 'Declining...' : 'Yes, decline'}
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => setAsking(false)}>
        Keep my seat
      </Button>
    </div>
  );
}
