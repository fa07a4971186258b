// Issue 27, point 8: the season simulation. Random sequences of a season's actions (register, pay, pay
// late, Stripe's events again or out of order, cancel, the waitlist, refunds by card and by hand,
// attendance, consent, certificates, staff edits, time passing) against the real server over HTTP, on a
// program of 1–3 seats; after every step the invariants are read back from the server (helpers/season/).
// The suite plays a fixed seed; SEASON_RUNS=N (and FC_SEED=n) plays as many seasons as one likes. A
// failure prints its shrunk sequence as a regression test for this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptOffer, addSeat, advance, cancel, completePayment, issueCertificate, markAttendance, openPayment, refundEvent, register, replayEvent, settleRefund, signConsent,
  staffEdit, staffOffer, staffRefund,
} from '../helpers/season/commands.js';
import type { SeasonCommand } from '../helpers/season/commands.js';
import type { SeasonSetup } from '../helpers/season/model.js';
import { replaySeason, runSeasons } from '../helpers/season/run.js';
import { say, startWorld, type World } from '../helpers/season/world.js';

const RUNS = Number(process.env.SEASON_RUNS ?? 25);
const SEED = Number(process.env.FC_SEED ?? 20_270_127);
const MAX_COMMANDS = Number(process.env.SEASON_COMMANDS ?? 80);

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.close());

describe('the season simulation', () => {
  it(`plays ${RUNS} random seasons and every invariant holds after every step`, async () => {
    const report = await runSeasons(world, { seed: SEED, numRuns: RUNS, maxCommands: MAX_COMMANDS, path: process.env.FC_PATH });
    const lines = [...report.outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `  ${String(n).padStart(5)}  ${outcome}`);
    say(`season simulation: ${report.runs} runs, ${report.steps} steps in ${(report.ms / 1000).toFixed(1)} s (seed ${SEED})\n${lines.join('\n')}`);
    if (world.unbuilt.size > 0) say(`not built yet (SEASON_UNBUILT=note):\n  ${[...world.unbuilt].join('\n  ')}`);
    // FC_PATH replays one run (a failure found earlier) instead of RUNS.
    expect(report.runs).toBe(process.env.FC_PATH ? 1 : RUNS);
  }, Math.max(600_000, RUNS * MAX_COMMANDS * 500));
});

// Seasons written from the issue's cases, and sequences the simulation found (paste new ones here):
// the invariants hold after every step, and each names the outcomes it is about. Runs start at 09:00
// in Phoenix; the sessions meet on the 3rd and 5th day after, at 18:00.
async function season(setup: SeasonSetup, commands: SeasonCommand[], outcomes: string[] = []) {
  const model = await replaySeason(world, setup, commands);
  for (const outcome of outcomes) expect(model.outcomes.get(outcome) ?? 0, `"${outcome}" did not happen (what did: ${[...model.outcomes.keys()].join('; ')})`).toBeGreaterThan(0);
}

const ONE_SEAT = { capacity: 1, refundMode: 'approval', feeKeptDollars: 0, youthPrice: 25 } as const;

describe('seasons from the issue and found by the simulation', () => {
  it('a lapsed hold whose seat went to someone else: paying again is refused with the reason, and allowed once a seat is free', () =>
    season(ONE_SEAT, [
      register(0), advance(50), register(1), openPayment(0, 'checkout'), openPayment(0, 'intent'), advance(50), openPayment(0, 'intent'), completePayment(0, 'webhook'),
    ], ['open payment: hold lapsed and the seat was gone, refused', 'open payment: after the hold lapsed, a seat was free', 'pay: reported by the webhook, within the hold']), 60_000);

  it('a card charged within the hold but reported after it lapsed and the seat went on: recorded, paid and marked overbooked; staff add a seat', () =>
    season(ONE_SEAT, [
      register(0), openPayment(0, 'intent'), completePayment(0, 'unreported'), advance(50), register(1), openPayment(1, 'checkout'), completePayment(1, 'verify'),
      register(2), replayEvent(0, 'fresh'), addSeat(), replayEvent(0, 'again'),
    ], ['pay: reported by the webhook, late, after the hold lapsed, overbooked', 'add seat', 'replay: the same delivery']), 60_000);

  it('the payment call finds a charge Stripe has not reported yet and records it', () =>
    season(ONE_SEAT, [
      register(0), openPayment(0, 'checkout'), completePayment(0, 'unreported'), advance(50), openPayment(0, 'intent'), replayEvent(0, 'fresh'), replayEvent(0, 'companion'),
    ], ['open payment: Stripe had the payment, now recorded', 'replay: a new event id', 'replay: the companion event']), 60_000);

  it('a hand-paid registrant who cancels leaves a refund due that staff settle once, by hand (never through Stripe)', () =>
    season({ capacity: 2, refundMode: 'automatic', feeKeptDollars: 10, youthPrice: 25 }, [
      register(1), staffEdit(1, 'paid-cash'), staffEdit(1, 'paid-cash'), cancel(1), settleRefund('stripe'), settleRefund('cash'), settleRefund('cash'),
    ], ['staff edit: paid again (no second payment)', 'cancel: refund due', 'settle refund: by Stripe for a hand payment, refused', 'settle refund: cash (hand payment)', 'settle refund: nothing due, refused']), 60_000);

  it('a card-paid registrant who cancels under approval is refunded through Stripe when staff settle it; Stripe reports the refund again', () =>
    season({ capacity: 2, refundMode: 'approval', feeKeptDollars: 0, youthPrice: 25 }, [
      register(0), openPayment(0, 'checkout'), completePayment(0, 'webhook'), cancel(0), settleRefund('stripe'), refundEvent(0, 'refund.created'), refundEvent(0, 'charge.refunded'),
    ], ['cancel: refund due', 'settle refund: stripe', 'refund event: refund.created again', 'refund event: charge.refunded again']), 60_000);

  it('an unpaid minor without consent, marked present ahead of the session, gets a certificate only with a reason, and can still pay', () =>
    season(ONE_SEAT, [
      register(3), markAttendance(3, 0, 'present'), issueCertificate(3, false), advance(2880), advance(1440), markAttendance(3, 0, 'present'),
      issueCertificate(3, false), issueCertificate(3, true), openPayment(3, 'intent'), completePayment(3, 'verify'), replayEvent(3, 'again'),
    ], ['attendance: more than a day ahead, refused', 'attendance: within the day before', 'certificate: refused', 'certificate: overridden with a reason', 'pay: reported by the confirmation page, late, after the hold lapsed']), 60_000);

  it('a paid adult present at a session that began earns the certificate; a card refund and a refund made in Stripe follow', () =>
    season({ capacity: 1, refundMode: 'automatic', feeKeptDollars: 0, youthPrice: 25 }, [
      register(0), openPayment(0, 'intent'), completePayment(0, 'webhook'), advance(2880), advance(2880), markAttendance(0, 0, 'present'), issueCertificate(0, false),
      staffRefund(0, 'part', 'own'), refundEvent(0, 'dashboard'), staffRefund(0, 'full', 'own'),
    ], ['attendance: after the start', 'certificate: earned', 'staff refund: part of own', 'refund event: dashboard refund of 1000 cents', 'staff refund: full of own']), 60_000);

  it('the same person twice, the waitlist, an offer accepted and one let expire, a guardian who signs', () =>
    season({ ...ONE_SEAT, youthPrice: 0 }, [
      register(0), register(0), register(1), register(2), staffEdit(0, 'cancel'), acceptOffer(), staffOffer(), advance(180), acceptOffer(), register(1), register(3), signConsent(3),
    ], ['register: same person twice, refused', 'register: waitlisted', 'accept offer', 'staff offer: over the capacity', 'accept offer: expired, refused', 'sign consent']), 60_000);

  // Found by the simulation (seed 20270127): staff set to paid by hand a registration whose hold had
  // lapsed and whose seat went to someone else; two seats were then taken in a program of one, unmarked.
  it('staff marking paid by hand a registration whose lapsed seat went to someone else marks it overbooked', () =>
    season(ONE_SEAT, [register(2), advance(2880), register(0), staffEdit(2, 'paid-check')]), 60_000);
});
