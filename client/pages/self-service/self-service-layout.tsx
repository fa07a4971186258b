// The frame of the private pages (consent form, the registrant's own page): the organisation's name
// and mark linking home, one card-wide column, and nothing that needs script: they are rendered on
// the server and sent without the client's code, so they work on any phone, with script or without.
import type { ReactNode } from 'react';
import { BasketballMark } from '../../components/icons';

export function SelfServiceLayout({ organisation, heading, description, children }: { organisation?: string; heading: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4 sm:px-6">
          <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
            <BasketballMark className="size-9 shrink-0" />
            <span className="line-clamp-2 text-sm leading-tight font-bold sm:text-base">{organisation ?? 'Phoenix Referee Training'}</span>
          </a>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        {description && <div className="mt-2 text-muted-foreground">{description}</div>}
        <div className="mt-6 space-y-6">{children}</div>
      </main>
    </div>
  );
}
