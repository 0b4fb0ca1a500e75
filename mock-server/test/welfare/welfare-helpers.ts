import type { FastifyInstance } from 'fastify';
import type { AwardType } from '@contracts/records/awards';
import { auditLedger } from '@mock/core/ledger';
import { isDomainError } from '@mock/core/errors';
import { grantAward } from '@mock/areas/welfare/awards';
import { turnoverOf } from '@mock/areas/funds/turnover';

/** Grants a reward straight through the awards store, inside the write lock like a request would. */
export async function grant(
  app: FastifyInstance,
  uid: number,
  input: { type: AwardType; source: string; periodKey: string; amountFen: number; title?: string },
) {
  const { mock } = app;
  const result = await mock.write(() =>
    grantAward(mock.world, mock.clock.now(), {
      uid,
      type: input.type,
      source: input.source,
      periodKey: input.periodKey,
      amountFen: input.amountFen,
      title: { en: input.title ?? 'Test reward', zh_hans: `${input.title ?? 'Test reward'}（中文）` },
    }),
  );
  return result;
}

export { isDomainError };

/** What a refusal must leave untouched: the player's ledger, awards and turnover, and the ledger audit. */
export function footprint(app: FastifyInstance, uid: number) {
  const { world } = app.mock;
  return {
    ledger: world.db.ledger.where({ uid }).length,
    awards: world.db.awards.findMany((q) => q.where({ uid })).length,
    turnover: turnoverOf(world, uid),
    audit: auditLedger(world),
  };
}
