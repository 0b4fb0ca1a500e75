import type { FastifyInstance } from 'fastify';
import { api, call, ctl, failure, okData, type CallOptions } from '../helpers';
export { control, controlCall } from '../helpers';
import { multipartBody, PNG_BYTES } from '../multipart';

export type Session = { token: string; uid: number };

/** A valid (Luhn) card number and USDT addresses for binding payees. */
export const CARD = '6222020200112233446';
/** Luhn-valid too, for a second card. */
export const CARD2 = '4111111111111111';
export const TRC20_ADDRESS = 'TXkd8Gq3nB7vR2mP9sW4yZ6cF1hJ5tLa3E';
export const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The data of a successful call, parsed with the endpoint's contract output schema. */
export async function ok<E extends Parameters<typeof okData>[0]>(
  app: FastifyInstance,
  endpoint: E,
  input: Record<string, unknown>,
  session: Session | null,
  options: CallOptions = {},
) {
  return okData(endpoint, await call(app, endpoint, input, { ...options, token: session?.token }));
}

/** The `msg` of a refused call (code 0). */
export async function refused(
  app: FastifyInstance,
  endpoint: Parameters<typeof okData>[0],
  input: Record<string, unknown>,
  session: Session | null,
  options: CallOptions = {},
): Promise<string> {
  const response = await call(app, endpoint, input, { lang: 'en', ...options, token: session?.token });
  const body = failure(response);
  if (body.code !== 0) throw new Error(`expected code 0, got ${response.body}`);
  return body.msg;
}

export async function uploadReceipt(app: FastifyInstance, session: Session): Promise<string> {
  const body = multipartBody([
    { name: 'directory', value: 'authorization' },
    { name: 'imgPath', filename: 'receipt.png', type: 'image/png', bytes: PNG_BYTES },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType, token: session.token, authorization: String(session.uid) },
  });
  return okData(api.common.upload, response).path;
}

export async function advance(app: FastifyInstance, ms: number): Promise<void> {
  await ctl(app).world.advance({ ms });
}

export async function centralBalance(app: FastifyInstance, session: Session): Promise<string> {
  return (await ok(app, api.account.getUserBalance, {}, session)).balance;
}

export const fpsDeposit = (amount: string) => ({ channelId: 1, amount, depositorName: '张伟' });

export async function deposit(app: FastifyInstance, session: Session, amount: string) {
  return ok(app, api.deposit.submit, fpsDeposit(amount), session);
}

/** The real name on a player's account: a card is bound in it (withdraw/addBank refuses any other). */
export function realNameOf(app: FastifyInstance, session: Session): string {
  const realName = app.mock.world.db.players.findFirst((q) => q.where({ uid: session.uid }))?.realName;
  if (!realName) throw new Error(`player ${session.uid} has no real name to bind a card in`);
  return realName;
}

export async function bindCard(app: FastifyInstance, session: Session, cardNumber = CARD) {
  return ok(
    app,
    api.withdrawal.addBank,
    { cardholderName: realNameOf(app, session), bankId: 2, cardNumber, bankAddress: 'Central branch' },
    session,
  );
}

/**
 * Gives a bound payee another holder name straight in the store, as a state file written before the own-name rule
 * (or an imported world) could hold it: nothing the API takes can make one.
 */
export async function renameHolder(app: FastifyInstance, payeeId: number, name: string): Promise<void> {
  await app.mock.world.db.payees.update((q) => q.where({ id: payeeId }), {
    data: (p) => void Object.assign(p, p.type === 1 ? { cardholderName: name } : { realName: name }),
  });
}

/** Takes the real name off an account, as an imported state of a player registered without one would have it. */
export async function clearRealName(app: FastifyInstance, session: Session): Promise<void> {
  await app.mock.world.db.players.update((q) => q.where({ uid: session.uid }), { data: (p) => void (p.realName = null) });
}

export { api };
