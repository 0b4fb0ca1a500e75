import { randomBytes } from 'node:crypto';
import { fromFen, toPlatformIso, type Lang } from '@contracts';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { balanceFen } from '../../core/ledger';
import type { PlaySessionRecord } from './schemas';
import type { World } from '../../core/store';
import { catalogueFor, venueOf, type GameDefinition } from './catalogue';
import { findGame } from './lobby';
import type { DomainCtx } from '../../core/domain-ctx';

/** A ticket opens the page once, within a minute (the contract's "about a minute"). */
export const TICKET_TTL_MS = 60_000;
/** An open game page stays playable this long after its last action (clock time). */
export const PLAY_SESSION_TTL_MS = 2 * 3_600_000;
/** Play money a trial session starts with. */
export const TRIAL_BALANCE_FEN = 2_000_00;

export async function openGame(ctx: DomainCtx & { origin: string }, input: { gameId: number; trial: boolean }) {
  const {
    world,
    player: { uid },
    now: nowMs,
    lang,
    origin,
  } = ctx;
  const game = findGame(world, input.gameId);
  if (isDomainError(game)) return game;
  const venue = venueOf(game);
  if (venue.maintenance) return fail('game.maintenance', { venue: venue.name[lang] });
  if (input.trial && !game.demo) return fail('game.noTrial');
  const ticket = randomBytes(16).toString('hex');
  const expiresAt = nowMs + TICKET_TTL_MS;
  await world.db.gameTickets.create({ ticket, uid, gameId: game.id, trial: input.trial, lang, createdAt: nowMs, expiresAt, usedAt: null });
  return {
    // Absolute, from the origin the app reached us by: works same-origin, through a dev proxy and in the native wrapper.
    url: `${origin}/play/${ticket}`,
    ticket,
    expiresAt: toPlatformIso(expiresAt),
    venueCode: venue.code,
    venueName: venue.name[lang],
    venueBalance: fromFen(input.trial ? TRIAL_BALANCE_FEN : balanceFen(world, uid, venue.code)),
    trial: input.trial,
  };
}

/** The page exchanges its ticket once for a play session; a second use or a late one is refused. */
export async function redeemTicket(
  world: World,
  nowMs: number,
  ticket: string,
): Promise<{ session: PlaySessionRecord; game: GameDefinition } | { error: DomainError; lang: Lang }> {
  const record = world.db.gameTickets.findFirst((q) => q.where({ ticket }));
  if (!record) return { error: fail('play.ticketInvalid'), lang: 'en' };
  if (record.usedAt !== null) return { error: fail('play.ticketUsed'), lang: record.lang };
  if (record.expiresAt <= nowMs) return { error: fail('play.ticketInvalid'), lang: record.lang };
  const game = catalogueFor(world.seed).byId.get(record.gameId);
  if (!game) return { error: fail('game.unknown'), lang: record.lang };
  await world.db.gameTickets.update((q) => q.where({ ticket }), { data: (t) => void (t.usedAt = nowMs) });
  const session = await world.db.playSessions.create({
    id: randomBytes(16).toString('hex'),
    uid: record.uid,
    gameId: record.gameId,
    trial: record.trial,
    lang: record.lang,
    trialBalanceFen: record.trial ? TRIAL_BALANCE_FEN : 0,
    trialPlays: 0,
    expiresAt: nowMs + PLAY_SESSION_TTL_MS,
  });
  return { session, game };
}

/** A live play session and its game; each use extends it. */
export async function liveSession(
  world: World,
  nowMs: number,
  id: string,
): Promise<{ session: PlaySessionRecord; game: GameDefinition } | DomainError> {
  const session = world.db.playSessions.findFirst((q) => q.where({ id }));
  if (!session || session.expiresAt <= nowMs) return fail('play.sessionExpired');
  const game = catalogueFor(world.seed).byId.get(session.gameId);
  if (!game) return fail('game.unknown');
  const extended = await world.db.playSessions.update((q) => q.where({ id }), {
    data: (s) => void (s.expiresAt = nowMs + PLAY_SESSION_TTL_MS),
  });
  return { session: extended ?? session, game };
}

/**
 * Ends every game page a player has open and every ticket not yet redeemed (a time-out, self-exclusion): the next play
 * is refused, and no page opens from a ticket handed out before.
 */
export function endPlaySessions(world: World, uid: number): void {
  world.db.gameTickets.deleteMany((q) => q.where({ uid }));
  world.db.playSessions.deleteMany((q) => q.where({ uid }));
}
