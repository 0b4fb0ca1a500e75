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
export async function ok<E extends Parameters<typeof okData>[0]>(app: FastifyInstance, endpoint: E, input: Record<string, unknown>, session: Session | null, options: CallOptions = {}) {
  return okData(endpoint, await call(app, endpoint, input, { ...options, token: session?.token }));
}

/** The `msg` of a refused call (code 0). */
export async function refused(app: FastifyInstance, endpoint: Parameters<typeof okData>[0], input: Record<string, unknown>, session: Session | null, options: CallOptions = {}): Promise<string> {
  const response = await call(app, endpoint, input, { lang: 'en', ...options, token: session?.token });
  const body = failure(response);
  if (body.code !== 0) throw new Error(`expected code 0, got ${response.body}`);
  return body.msg;
}

export async function uploadReceipt(app: FastifyInstance, session: Session): Promise<string> {
  const body = multipartBody([{ name: 'directory', value: 'authorization' }, { name: 'imgPath', filename: 'receipt.png', type: 'image/png', bytes: PNG_BYTES }]);
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

export async function bindCard(app: FastifyInstance, session: Session, cardNumber = CARD) {
  return ok(app, api.withdrawal.addBank, { cardholderName: '张伟', bankId: 2, cardNumber, bankAddress: 'Central branch' }, session);
}

export { api };
