import { DAY_MS, fromFen, platformDate, startOfPlatformDay } from '@contracts';
import type { UserInvite } from '@contracts/common/partners';
import type { DomainCtx } from '../../core/domain-ctx';
import { getPlayer, inviteesOf } from '../account';
import { validBetFen, type Span } from '../games';
import { applicationView, COMMISSION_BP, isPartner, latestApplication } from './partner';

/**
 * The web app's registration page (web/src/app/routes.ts `routes.register`) with the code filled in.
 * A hash route under the app's /h5/ base: the link must open the app, not an API page.
 */
export const REGISTER_HASH_PATH = '/h5/#/pages/userPages/register';

export function inviteLink(origin: string, code: string): string {
  return `${origin}${REGISTER_HASH_PATH}?inviteCode=${encodeURIComponent(code)}`;
}

/** Commission in whole fen: rounded down per window, so a sum never pays a fen not earned. */
const commissionFen = (validBetFen: number, bp: number) => Math.floor((validBetFen * bp) / 10_000);

/**
 * other/getUserInvite. Invitees are the players registered with this player's code; "active" ones have
 * at least one deposit in the ledger. Commission is the rate on their valid bets (games/bets/valid-bets.ts:
 * settled bets, by the platform-zone day they were placed) of today, this month and all time. Nothing is paid out yet by the mock, so
 * `pending` is the whole total (the contract's weekly payout is not simulated).
 */
export function userInvite(ctx: DomainCtx & { origin: string }): UserInvite {
  const {
    world,
    now,
    lang,
    origin,
    player: { uid },
  } = ctx;
  const player = getPlayer(world, uid);
  const invitees = inviteesOf(world, uid);
  const active = invitees.filter((id) => world.db.ledger.where({ uid: id, type: 'deposit' }).length > 0);
  const bp = isPartner(world, uid) ? COMMISSION_BP.partner : COMMISSION_BP.member;
  const today = platformDate(now);
  const dayStart = startOfPlatformDay(today);
  const monthStart = startOfPlatformDay(`${today.slice(0, 8)}01`);
  const turnover = (span?: Span) => invitees.reduce((sum, invitee) => sum + validBetFen(world, invitee, span), 0);
  const total = commissionFen(turnover(), bp);
  const link = inviteLink(origin, player.inviteCode);
  const latest = latestApplication(world, uid);
  return {
    inviteCode: player.inviteCode,
    inviteLink: link,
    qrContent: link,
    invitedCount: invitees.length,
    activeCount: active.length,
    commission: {
      rate: (bp / 10_000).toFixed(4),
      today: fromFen(commissionFen(turnover({ startMs: dayStart, endMs: dayStart + DAY_MS }), bp)),
      thisMonth: fromFen(commissionFen(turnover({ startMs: monthStart, endMs: dayStart + DAY_MS }), bp)),
      total: fromFen(total),
      pending: fromFen(total),
    },
    partner: latest ? applicationView(latest, lang) : null,
  };
}
