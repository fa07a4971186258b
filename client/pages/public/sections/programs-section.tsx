// Programs (id programs): the active programs as cards with image, level, details, highlights and
// Register Now, which opens the registration flow.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Check, Clock, MapPin, Tag } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { formatDateMDY, formatTime12h } from '../../../../common/format';
import { PROGRAM_LEVEL_LABELS } from '../../../../common/labels';
import { ProgramPriceLine } from './program-price';
import type { Program } from '../../../../common/schemas/program';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { FALLBACK_PROGRAM_IMAGE, programImage } from '../../../lib/program-images';
import { programsQuery } from '../../../lib/queries';
import { tapTarget, useReplayedTap } from '../../../lib/replayed-taps';
import { useRegistration } from '../registration/registration-context';
import { ListSection } from './list-section';
import { SeatsLine, useProgramSeats, type SeatsShown } from './program-seats';


// An image that failed before hydration fired its error event unheard, so the ref checks again.
function swapIfBroken(img: HTMLImageElement | null) {
  if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(FALLBACK_PROGRAM_IMAGE)) img.src = FALLBACK_PROGRAM_IMAGE;
}
const onImageError = (event: SyntheticEvent<HTMLImageElement>) => swapIfBroken(event.currentTarget);

// The card's layout, shared by the real card and its loading placeholder so nothing shifts.
const CARD = 'flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm md:w-[calc(50%-1rem)] xl:w-[calc((100%-4rem)/3)]';

function ProgramCard({ program, seats }: { program: Program; seats?: SeatsShown | undefined }) {
  const { openRegistration } = useRegistration();
  const full = !!seats && seats.seatsLeft <= 0;
  const register = () => openRegistration(program, { waitlist: full });
  // A tap on Register before this section's code arrived opens the dialog now (lib/replayed-taps.ts).
  useReplayedTap(`register:${program.id}`, register);
  const details = [
    { Icon: Clock, label: 'Duration', value: program.duration },
    { Icon: Tag, label: 'Price', value: <ProgramPriceLine program={program} /> },
    program.startDate && {
      Icon: CalendarDays,
      label: 'Starts',
      value: `${formatDateMDY(program.startDate)}${program.startTime ? ` at ${formatTime12h(program.startTime)}` : ''}${program.sessions.length > 1 ? ` · ${program.sessions.length} sessions` : ''}`,
    },
    (program.locationName || program.location) && {
      Icon: MapPin,
      label: 'Location',
      value: (
        <>
          {program.locationName && <span className="block font-medium">{program.locationName}</span>}
          {program.location && <span className="block text-muted-foreground">{program.location}</span>}
        </>
      ),
    },
  ].filter((detail) => !!detail);

  return (
    <li id={`program-${program.id}`} className={CARD}>
      <img
        src={programImage(program)}
        alt={`${program.name} (${PROGRAM_LEVEL_LABELS[program.level] ?? program.level} program)`}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        ref={swapIfBroken}
        onError={onImageError}
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="mb-3 bg-accent text-accent-foreground">{PROGRAM_LEVEL_LABELS[program.level] ?? program.level}</Badge>
        <h3 className="text-xl font-semibold">{program.name}</h3>
        <SeatsLine seats={seats} />
        <p className="mt-2 text-muted-foreground">{program.description}</p>
        <dl className="mt-5 grid gap-2.5 text-sm">
          {details.map(({ Icon, label, value }) => (
            // The icon stands for the term, so it sits in the <dt>: a <div> of a <dl> holds only <dt> and <dd>.
            <div key={label} className="flex gap-2.5">
              <dt className="mt-0.5 shrink-0">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {program.features.length > 0 && (
          <>
            <h4 className="mt-6 text-sm font-semibold">Program highlights</h4>
            <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
              {program.features.map((feature, index) => (
                <li key={index} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto pt-6">
          <Button type="button" size="lg" className="w-full" {...tapTarget(`register:${program.id}`)} onClick={register}>
            {full ? 'Join the Waitlist' : 'Register Now'}
          </Button>
        </div>
      </div>
    </li>
  );
}

function ProgramSkeleton() {
  return (
    <li className={CARD} aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="mt-4 h-10 w-full" />
      </div>
    </li>
  );
}

export function ProgramsSection() {
  const { data, isError } = useQuery(programsQuery());
  // A signed-in admin's token makes the API list inactive programs too; the public page never shows them.
  const programs = data?.filter((program) => program.active);
  const seats = useProgramSeats(programs);
  return (
    <ListSection
      id="programs"
      className="bg-muted/50"
      items={programs}
      isError={isError}
      errorMessage="Error loading programs. Please try again later."
      emptyMessage="No programs available at the moment. Please check back later."
      loading={
        <div role="status" aria-label="Loading programs">
          <ul className="flex flex-wrap justify-center gap-8">
            {[0, 1, 2].map((index) => <ProgramSkeleton key={index} />)}
          </ul>
        </div>
      }
    >
      {(items) => (
        <ul className="flex flex-wrap justify-center gap-8">
          {items.map((program) => <ProgramCard key={program.id} program={program} seats={seats.get(program.id)} />)}
        </ul>
      )}
    </ListSection>
  );
}
