import type { FastifyInstance } from 'fastify';
import { api, call } from '../helpers';
import { multipartBody, PNG_BYTES } from '../multipart';
import { bindCard, deposit, ok, type Session } from '../funds/wallet-helpers';

export { advance, ok, refused, uploadReceipt, type Session } from '../funds/wallet-helpers';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** 20 characters, the shortest description the rule takes. */
export const TWENTY = 'The deposit is late.';

export const feedbackOf = (overrides: Record<string, unknown> = {}) => ({
  type: 3,
  description: 'Please add a dark theme to the lottery hall.',
  ...overrides,
});

/** The answer of common/upload as sent by the app (multipart, Authorization: uid). */
export function upload(
  app: FastifyInstance,
  session: Session,
  file: { filename: string; type: string; bytes: Buffer } = { filename: 'shot.png', type: 'image/png', bytes: PNG_BYTES },
  lang: 'en' | 'zh_hans' = 'en',
) {
  const body = multipartBody([
    { name: 'directory', value: 'authorization' },
    { name: 'imgPath', ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType, token: session.token, authorization: String(session.uid), lang },
  });
}

/** feedback/submit with an optional Idempotency-Key: the raw answer, for replays and refusals. */
export function submitRaw(app: FastifyInstance, session: Session, body: Record<string, unknown>, key?: string) {
  return call(app, api.feedback.submit, body, { token: session.token, lang: 'en', headers: key ? { 'idempotency-key': key } : {} });
}

export const listOf = (app: FastifyInstance, session: Session, input: Record<string, unknown> = {}) =>
  ok(app, api.feedback.list, { page: 1, pageSize: 20, ...input }, session);

/**
 * demo02 makes one order of every kind, a minute apart (deposit, transfer, lottery, fast food, withdrawal),
 * so the newest-first order of feedback/getOrder is known.
 */
export async function oneOrderOfEachKind(app: FastifyInstance, session: Session, step: (ms: number) => Promise<void>) {
  const payee = await bindCard(app, session);
  const depositOrder = await deposit(app, session, '100.00');
  await step(MINUTE);
  const transfer = await ok(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '20.00' }, session);
  await step(MINUTE);
  const { current } = await ok(app, api.lottery.getLotteryInfo, { lotteryId: 1 }, null);
  const lottery = await ok(
    app,
    api.lottery.placeOrder,
    { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '5' }] },
    session,
  );
  await step(MINUTE);
  const table = await ok(app, api.fastfood.bet, {}, session);
  const food = await ok(app, api.fastfood.submit, { roundNo: table.current.roundNo, chips: [{ itemId: 1, amount: '3' }] }, session);
  await step(MINUTE);
  const withdrawal = await ok(
    app,
    api.withdrawal.submit,
    { amount: '100.00', secondaryPassword: '123456', methodId: 1, payeeId: payee.id },
    session,
  );
  return {
    deposit: depositOrder.orderNo,
    transfer: transfer.orderNo,
    lottery: lottery.order.orderNo,
    fastFood: food.orderNo,
    withdrawal: withdrawal.orderNo,
  };
}
