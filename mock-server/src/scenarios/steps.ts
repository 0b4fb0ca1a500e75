import { api } from '@contracts';
import type { Session } from '@contracts/account/session';
import { DepositChannelType } from '@contracts/deposit/channels';
import type { ScenarioKit } from './kit';
import { PLAYER_PASSWORD, PLAYER_WITHDRAWAL_PASSWORD, type ScenarioPlayer } from './scenario';

/* The steps several scenarios share, each one or two of the domain's calls as a player and an operator make them. */

/** A player a scenario registers: what the registration form asks beyond the name and the passwords. */
export interface Applicant extends ScenarioPlayer {
  withdrawalPassword: string;
  realName: string;
  mobile: string;
}

export const applicant = (username: string, realName: string, mobile: string, role: ScenarioPlayer['role']): Applicant => ({
  username,
  password: PLAYER_PASSWORD,
  withdrawalPassword: PLAYER_WITHDRAWAL_PASSWORD,
  realName,
  mobile,
  role,
});

/** A registered player's session, with the real name their deposits and cards are in. */
export type Member = Session & { realName: string };

/** Registers through the registration form (user/register), which also logs in. */
export async function register(kit: ScenarioKit, player: Applicant): Promise<Member> {
  const session = await kit.api(api.account.register, {
    username: player.username,
    password: player.password,
    confirmPassword: player.password,
    mobile: player.mobile,
    realName: player.realName,
    secondaryPassword: player.withdrawalPassword,
    agreement: true,
  });
  return { ...session, realName: player.realName };
}

/** A deposit through the first FPS channel that takes no receipt: the order, pending until decided. */
export async function depositOrder(kit: ScenarioKit, player: Member, amount: string) {
  const channels = await kit.api(api.deposit.getRechargeChannels1, { type: DepositChannelType.enum.fps }, player.token);
  const channel = channels.find((c) => !c.fields.receipt);
  if (!channel) throw new Error('no FPS deposit channel without a receipt is open');
  return kit.api(api.deposit.submit, { channelId: channel.id, amount, depositorName: player.realName }, player.token);
}

/** A deposit the operator approves at once (amount + gift credited, turnover required). */
export async function approvedDeposit(kit: ScenarioKit, player: Member, amount: string): Promise<void> {
  const order = await depositOrder(kit, player, amount);
  await kit.control.deposit.approveDeposit({ orderNo: order.orderNo });
}

/** Binds a bank card in the player's own name (withdrawals pay no other); answers its payee id. */
export async function bindOwnCard(kit: ScenarioKit, player: Member, cardNumber: string): Promise<number> {
  const banks = await kit.api(api.withdrawal.getBank, {});
  const bank = banks.find((b) => b.code === 'ICBC') ?? banks[0];
  if (!bank) throw new Error('no bank to bind a card to');
  const card = await kit.api(
    api.withdrawal.addBank,
    { cardholderName: player.realName, bankId: bank.id, cardNumber, bankAddress: 'Main branch' },
    player.token,
  );
  return card.id;
}
