// Playing seasons (issue 27, point 8): a run sets the organisation's settings, makes a program with a
// small capacity, two sessions and a certification, then fast-check plays a random sequence of
// commands on it. A failure is shrunk and printed as a regression test to paste (replaySeason).
import fc from 'fast-check';
import { dateInTimeZone } from '../../../common/calendar/zone.js';
import {
  acceptOffer, addSeat, advance, ADVANCES, cancel, completePayment, issueCertificate, issueRoster, markAttendance, openPayment, pay, refundEvent, register, replayEvent, rollCall,
  settleRefund, signConsent, staffEdit, staffOffer, staffRefund, type SeasonCommand,
} from './commands.js';
import {
  CERTIFICATION, OFFER_HOURS, peopleFor, personArbitrary, priceTiersFor, setExploring, SEAT_HOLD_MINUTES, SELF_CANCEL_UNTIL_DAYS, SESSION_DAYS, setupArbitrary, TIME_ZONE,
  type SeasonModel, type SeasonSetup,
} from './model.js';
import { say, type World } from './world.js';

let runs = 0;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Empties the last run's records, applies the run's settings and makes its program. */
export async function startRun(world: World, setup: SeasonSetup): Promise<SeasonModel> {
  await world.reset();
  runs += 1;
  const tag = `r${runs}`;
  // Every run starts at 09:00:00 in Phoenix (UTC−7 all year), so a sequence means the same whenever it
  // is played: its steps are whole minutes, and the real seconds a run takes never reach a boundary.
  const DAY_MS = 86_400_000;
  const phoenixDay = Math.floor((world.clock.now().getTime() - 7 * 3_600_000) / DAY_MS) + 1;
  world.clock.advanceTo(new Date(phoenixDay * DAY_MS + 16 * 3_600_000));
  const today = dateInTimeZone(world.clock.now(), TIME_ZONE);
  const current = await world.admin('GET', '/api/settings');
  const { updatedAt: _updatedAt, ...settings } = current.json.data as Record<string, unknown>;
  const saved = await world.admin('PUT', '/api/settings', {
    ...settings, timeZone: TIME_ZONE, minimumAge: 12, guardianConsent: true, selfCancelUntilDays: SELF_CANCEL_UNTIL_DAYS, feeKeptKind: 'dollars',
    feeKeptAmount: setup.feeKeptDollars, refundMode: setup.refundMode, seatHoldMinutes: SEAT_HOLD_MINUTES, waitlistOfferHours: OFFER_HOURS,
  });
  if (saved.status !== 200) throw new Error(`settings refused: ${saved.status} ${saved.text}`);
  const priceTiers = priceTiersFor(setup);
  const created = await world.admin('POST', '/api/programs', {
    name: `Season Clinic ${tag}`, description: 'Two evenings of mechanics, rules and a written test.', duration: '2 evenings', active: true,
    priceTiers, capacity: setup.capacity, certification: CERTIFICATION,
    sessions: SESSION_DAYS.map((days) => ({ date: addDays(today, days), startTime: '18:00', venueName: 'Mesquite Valley Community Center' })),
  });
  if (created.status !== 201) throw new Error(`program refused: ${created.status} ${created.text}`);
  const program = created.json.data as { id: number; sessions: { id: number; date: string; startTime: string }[] };
  return {
    setup, now: world.clock.now, tag, programId: program.id, priceTiers,
    // Phoenix keeps UTC−7 all year.
    sessions: program.sessions.map((session) => ({ id: session.id, startsAt: new Date(`${session.date}T${session.startTime}:00-07:00`) })),
    people: peopleFor(today, tag), registrations: [], entries: [], certificatesSeen: new Set(), outcomes: new Map(), steps: 0,
  };
}

/** Plays one sequence of commands on a fresh run: what a pasted regression test calls. */
export async function replaySeason(world: World, setup: SeasonSetup, commands: SeasonCommand[]): Promise<SeasonModel> {
  const model = await startRun(world, setup);
  await fc.asyncModelRun(() => Promise.resolve({ model, real: world }), commands);
  if (process.env.SEASON_TRACE) say([...model.outcomes].map(([outcome, n]) => `${n} × ${outcome}`).join('\n'));
  return model;
}

/**
 * Every command with its arguments. fast-check picks among these evenly, so what a season does most
 * (registering, paying, cancelling, time passing) is listed more than once; time moves in minutes as
 * often as in days, so holds and offers lapse within a season and most seasons reach their sessions.
 */
export function commandArbitraries(): fc.Arbitrary<SeasonCommand>[] {
  const person = personArbitrary;
  const twice = <T>(arbitrary: fc.Arbitrary<T>) => [arbitrary, arbitrary];
  return [
    ...twice(person.map(register)),
    ...twice(fc.tuple(person, fc.constantFrom('intent' as const, 'checkout' as const), fc.constantFrom('webhook' as const, 'verify' as const)).map(([who, kind, via]) => pay(who, kind, via))),
    fc.tuple(person, fc.constantFrom('intent' as const, 'checkout' as const)).map(([who, kind]) => openPayment(who, kind)),
    fc.tuple(person, fc.constantFrom('webhook' as const, 'verify' as const, 'unreported' as const)).map(([who, via]) => completePayment(who, via)),
    fc.tuple(person, fc.constantFrom('again' as const, 'fresh' as const, 'companion' as const)).map(([who, mode]) => replayEvent(who, mode)),
    fc.tuple(person, fc.constantFrom('full' as const, 'part' as const), fc.constantFrom('own' as const, 'duplicate' as const)).map(([who, part, target]) => staffRefund(who, part, target)),
    fc.tuple(person, fc.constantFrom('refund.created' as const, 'charge.refunded' as const, 'dashboard' as const)).map(([who, kind]) => refundEvent(who, kind)),
    fc.constantFrom('cash' as const, 'stripe' as const, 'check' as const, 'other' as const).map(settleRefund),
    ...twice(person.map(cancel)),
    person.map(signConsent),
    fc.constant(null).map(staffOffer),
    fc.constant(null).map(acceptOffer),
    fc.tuple(person, fc.constantFrom(0 as const, 1 as const), fc.constantFrom('present' as const, 'absent' as const)).map(([who, session, status]) => markAttendance(who, session, status)),
    fc.tuple(fc.constantFrom(0 as const, 1 as const), fc.option(person)).map(([session, absent]) => rollCall(session, absent)),
    fc.tuple(person, fc.boolean()).map(([who, override]) => issueCertificate(who, override)),
    fc.boolean().map(issueRoster),
    fc.tuple(person, fc.constantFrom('cancel' as const, 'paid-cash' as const, 'paid-check' as const, 'paid-other' as const)).map(([who, change]) => staffEdit(who, change)),
    fc.constant(null).map(addSeat),
    ...twice(fc.constantFrom(...ADVANCES).map(advance)),
    fc.constantFrom(...ADVANCES).map(advance),
  ];
}

export interface SeasonOptions {
  seed: number;
  numRuns: number;
  maxCommands: number;
  /** FC_PATH: replays one failing run (and its shrinking) from the seed. */
  path?: string | undefined;
}

export interface SeasonReport {
  runs: number;
  steps: number;
  ms: number;
  /** How often each kind of outcome happened over the runs: what the sequences reached (a roll call has one per person). */
  outcomes: Map<string, number>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Plays `numRuns` seasons; throws with the shrunk counterexample as a pasteable regression test. */
export async function runSeasons(world: World, options: SeasonOptions): Promise<SeasonReport> {
  const started = Date.now();
  const outcomes = new Map<string, number>();
  let played = 0;
  let steps = 0;
  let failing = false;
  const property = fc.asyncProperty(setupArbitrary, fc.commands(commandArbitraries(), { maxCommands: options.maxCommands, size: 'max', disableReplayLog: true }), async (setup, commands) => {
    const model = await startRun(world, setup);
    try {
      await fc.asyncModelRun(() => Promise.resolve({ model, real: world }), commands);
    } catch (error) {
      failing = true;
      throw error;
    }
    if (!failing) {
      played += 1;
      steps += model.steps;
      for (const [outcome, n] of model.outcomes) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + n);
    }
  });
  setExploring(true);
  const result = await fc.check(property, { seed: options.seed, numRuns: options.numRuns, ...(options.path && { path: options.path }) }).finally(() => setExploring(false));
  if (result.failed) {
    const [setup, commands] = result.counterexample ?? [];
    throw new Error([
      `The season simulation failed (seed ${result.seed}, after ${result.numRuns} run(s), shrunk ${result.numShrinks} time(s)):`,
      `  ${messageOf(result.errorInstance)}`,
      '',
      'Regression test to paste into tests/api/season-simulation.test.ts:',
      `  it('…', () => season(${JSON.stringify(setup)}, [${String(commands)}]), 60_000);`,
      '',
      `Replay this run alone: SEASON_RUNS=${options.numRuns} FC_SEED=${result.seed} FC_PATH=${result.counterexamplePath} npx vitest run tests/api/season-simulation.test.ts`,
    ].join('\n'));
  }
  return { runs: played, steps, ms: Date.now() - started, outcomes };
}
