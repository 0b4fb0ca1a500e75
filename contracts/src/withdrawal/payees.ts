import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoData, NoInput } from '../core/envelope';
import { IsoDateTime } from '../core/time';
import { BankCardForm, CryptoAccountForm, CryptoProtocol, WalletAccountForm } from '../rules/money-forms';

/** The kinds of payee account a player binds (account management page). */
export const PayeeType = z.enum({ bankCard: 1, crypto: 2, wallet: 3 }).meta({ id: 'PayeeType' });
export type PayeeType = z.infer<typeof PayeeType>;
const P = PayeeType.enum;

export const Bank = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Short code ("ICBC", "FPS" for the fast-payment option). */
  code: z.string(),
  logo: z.string(),
});
export type Bank = z.infer<typeof Bank>;

export const getBank = endpoint({
  method: 'GET',
  path: 'withdraw/getBank',
  // Reference data, no player data: readable without a session.
  auth: 'none',
  summary: 'The banks a card can be bound to: 23 entries including the fast-payment (FPS) option, in display order.',
  input: NoInput,
  output: z.array(Bank),
});

export const CryptoCurrency = z.object({
  currency: z.literal('USDT'),
  name: z.string(),
  icon: z.string(),
  protocols: z.array(z.object({ protocol: CryptoProtocol, /** "TRON" / "Ethereum" */ network: z.string() })).min(1),
});

export const getCryptList = endpoint({
  method: 'GET',
  path: 'withdraw/getCryptList',
  auth: 'none',
  summary: 'The virtual currencies a crypto account can hold and their protocols: USDT on TRC20 and ERC20.',
  input: NoInput,
  output: z.array(CryptoCurrency),
});

/**
 * Bound payees as the player sees them: numbers and addresses are masked
 * (card "**** **** **** 1234", address first 6 + "…" + last 4); the full values never leave the server.
 */
export const BankCardPayee = z
  .object({
    type: z.literal(P.bankCard),
    id: z.number().int().positive(),
    bankId: z.number().int().positive(),
    bankName: z.string(),
    bankCode: z.string(),
    bankLogo: z.string(),
    cardholderName: z.string(),
    maskedNumber: z.string(),
    bankAddress: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'BankCardPayee' });

export const CryptoPayee = z
  .object({
    type: z.literal(P.crypto),
    id: z.number().int().positive(),
    alias: z.string(),
    currency: z.literal('USDT'),
    protocol: CryptoProtocol,
    maskedAddress: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'CryptoPayee' });

export const WalletPayee = z
  .object({
    type: z.literal(P.wallet),
    id: z.number().int().positive(),
    realName: z.string(),
    alias: z.string(),
    maskedAddress: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'WalletPayee' });

export const Payee = z.discriminatedUnion('type', [BankCardPayee, CryptoPayee, WalletPayee]);
export type Payee = z.infer<typeof Payee>;

export const addBank = endpoint({
  method: 'POST',
  path: 'withdraw/addBank',
  auth: 'required',
  summary:
    'Bind a bank card: cardholder name (Chinese, English, the dot; the real name on the account, user/userInfo `realName`), bank, card number (12–19 digits, Luhn), bank address. A card in another name, a card already bound, or more than the per-type maximum, is refused; with no real name on the account yet, every card is (set it in personal data first).',
  input: BankCardForm,
  output: BankCardPayee,
});

export const addCrypt = endpoint({
  method: 'POST',
  path: 'withdraw/addCrypt',
  auth: 'required',
  summary: 'Bind a USDT account: alias, currency, protocol (TRC20 / ERC20) and an address valid for that protocol.',
  input: CryptoAccountForm,
  output: CryptoPayee,
});

export const addWallet = endpoint({
  method: 'POST',
  path: 'withdraw/addWallet',
  auth: 'required',
  summary:
    'Bind a wallet account: real name (the one on the account, user/userInfo `realName`; refused while the account has none), alias, wallet address.',
  input: WalletAccountForm,
  output: WalletPayee,
});

export const BoundPayees = z.object({
  bankCards: z.array(BankCardPayee),
  cryptoAccounts: z.array(CryptoPayee),
  wallets: z.array(WalletPayee),
  /** How many accounts of one type a player may bind. */
  maxPerType: z.number().int().positive(),
});
export type BoundPayees = z.infer<typeof BoundPayees>;

export const getTypeList = endpoint({
  method: 'GET',
  path: 'payment/getTypeList',
  auth: 'required',
  summary: "The player's bound payees by type (bank cards, crypto accounts, wallets), masked, newest first, and the per-type maximum.",
  input: NoInput,
  output: BoundPayees,
});

export const delAddress = endpoint({
  method: 'POST',
  path: 'payment/delAddress',
  auth: 'required',
  summary:
    'Unbind one payee ({id, type}: 1 bank card, 2 crypto, 3 wallet); the app confirms first. Refused while a pending withdrawal uses it.',
  input: z.object({ id: z.number().int().positive(), type: PayeeType }),
  output: NoData,
});
