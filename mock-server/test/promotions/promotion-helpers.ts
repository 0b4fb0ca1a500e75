import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '@contracts';
import { auditLedger } from '@mock/core/ledger';
import { turnoverOf } from '@mock/areas/funds/turnover';
import { call, ctl, loginAs, validRegistration } from '../helpers';
import { api, control, controlCall, deposit, ok, refused, type Session } from '../funds/wallet-helpers';

export { api, control, ok, refused, type Session };

export const detail = (app: FastifyInstance, id: number, session: Session | null, lang: 'en' | 'zh_hans' = 'en') =>
  ok(app, api.promotions.detail, { id }, session, { lang });
export const apply = (app: FastifyInstance, id: number, session: Session) => ok(app, api.promotions.apply, { id }, session);

/** Everything an apply that is refused must leave as it was. */
export function footprint(app: FastifyInstance, uid: number) {
  const { world } = app.mock;
  return {
    ledger: world.db.ledger.where({ uid }).length,
    awards: world.db.awards.findMany((q) => q.where({ uid })).length,
    turnover: turnoverOf(world, uid),
    audit: auditLedger(world),
  };
}

/** Refused in both languages, with different sentences, and nothing about the player changed; answers the English one. */
export async function refusedBoth(
  app: FastifyInstance,
  session: Session,
  input: Record<string, unknown>,
  endpoint: Endpoint = api.promotions.apply,
): Promise<string> {
  const before = footprint(app, session.uid);
  const en = await refused(app, endpoint, input, session);
  const zh = await refused(app, endpoint, input, session, { lang: 'zh_hans' });
  expect(zh).not.toBe(en);
  expect(zh).toMatch(/[\u4e00-\u9fff]/);
  expect(footprint(app, session.uid)).toEqual(before);
  return en;
}

/** A new player (no deposit yet), logged in. */
export async function newPlayer(app: FastifyInstance, username: string): Promise<Session> {
  const response = await call(app, api.account.register, validRegistration(username));
  expect(response.json()).toMatchObject({ code: 1 });
  return loginAs(app, username, 'abc12345');
}

/** A deposit through the wallet's own endpoint, approved at once through the control API. */
export async function approvedDeposit(app: FastifyInstance, session: Session, amount: string): Promise<string> {
  const order = await deposit(app, session, amount);
  const answer = await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo });
  expect(answer.status).toBe(200);
  return order.orderNo;
}

/** Sets the clock, then a fresh session (sessions end with a clock jump). */
export async function at(app: FastifyInstance, now: string, username = 'demo02', password = 'demo1234'): Promise<Session> {
  await ctl(app).world.setClock({ now });
  return loginAs(app, username, password);
}
