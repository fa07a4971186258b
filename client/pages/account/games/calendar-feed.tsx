// The official's private calendar link (issue 30, point 5): made on request and shown this once with a
// Copy button and how to use it; later the page can only replace it (the old one stops working) or
// turn it off, since the server keeps no copy of the address.
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { errorMessage } from '../../../lib/api';
import { GAMES_QUERY_KEY, makeCalendarFeed, turnOffCalendarFeed } from './games-api';

/** webcal: asks a phone to open its calendar app with the subscription. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

function ShownOnce({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Copied. Paste it into your calendar app.');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('Copying is blocked here: the link is selected, copy it from your device’s menu.');
    }
  }
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <Label htmlFor={id}>Your calendar link</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
        <Button type="button" onClick={copy}>
          Copy
        </Button>
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {copied}
      </p>
      <p className="text-sm text-muted-foreground">
        In your calendar app, add a calendar “from URL” (Google Calendar) or a “subscribed calendar” (iPhone, Outlook) and paste this link. Your
        confirmed games and training sessions then appear there and follow any change. This page shows the link only now: keep it to yourself,
        since anyone with it can see your games.
      </p>
      <a href={webcalOf(url)} className="text-sm font-medium text-primary underline underline-offset-4">
        Open in my calendar app
      </a>
    </div>
  );
}

export function CalendarFeed({ hasFeed }: { hasFeed: boolean }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const settled = () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY });
  const failed = (error: unknown) => toast({ title: errorMessage(error, 'The calendar link could not be changed. Please try again.'), variant: 'destructive' });
  const make = useMutation({ mutationFn: makeCalendarFeed, onSuccess: setUrl, onError: failed, onSettled: settled });
  const turnOff = useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (answer) => {
      setUrl(null);
      toast({ title: answer.message });
    },
    onError: failed,
    onSettled: settled,
  });
  const busy = make.isPending || turnOff.isPending;
  if (!hasFeed && url === null) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">Get your confirmed games and training sessions in your phone’s calendar, kept up to date.</p>
        <div>
          <Button onClick={() => make.mutate()} disabled={busy}>
            {make.isPending ? 'Making your link…' : 'Subscribe in your calendar'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {url ? (
        <ShownOnce url={url} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Your calendar link is on. It was shown once, when it was made; if you need it again, replace it (the old one stops working).
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => make.mutate()} disabled={busy}>
          Replace link
        </Button>
        <Button variant="outline" size="sm" onClick={() => turnOff.mutate()} disabled={busy}>
          Turn off
        </Button>
      </div>
    </div>
  );
}
