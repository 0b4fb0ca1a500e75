import type { FastifyInstance } from 'fastify';
import { api, ctl } from '../helpers';
import { ok, type Session } from '../funds/wallet-helpers';

export { api, ctl };
export { ok, refused, centralBalance, type Session } from '../funds/wallet-helpers';

/** SHA-256 hex of a text, computed the way a player's browser would. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Bytes(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The room of a lottery now: its open round's issue and times. */
export async function room(app: FastifyInstance, lotteryId: number) {
  return ok(app, api.lottery.getLotteryInfo, { lotteryId }, null);
}

export async function placeOrder(
  app: FastifyInstance,
  session: Session,
  form: { lotteryId: number; issue: string; bets: Array<{ option: string; amount: string }> },
  headers: Record<string, string> = {},
) {
  return ok(app, api.lottery.placeOrder, form, session, { headers });
}

/** The central balance as fen, for exact arithmetic in tests. */
export const fen = (money: string) => Math.round(Number(money) * 100);
