import { z } from 'zod';

/** Records of the mock's store. Times are epoch milliseconds of the mock clock; money is integer fen. */
export const PlayerRecord = z.object({
  uid: z.number().int().positive(),
  username: z.string(),
  /** Usernames are unique regardless of case. */
  usernameKey: z.string(),
  passwordHash: z.string(),
  secondaryPasswordHash: z.string().nullable(),
  realName: z.string().nullable(),
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  birthday: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  avatar: z.string(),
  vipLevel: z.number().int().min(0),
  inviteCode: z.string(),
  invitedBy: z.number().int().nullable(),
  infoConfirmed: z.boolean(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
});
export type PlayerRecord = z.infer<typeof PlayerRecord>;

export const SessionRecord = z.object({
  token: z.string(),
  uid: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

/** "central" or a venue code: the ledger is general so the wallet issue only adds venues. */
export const WalletRecord = z.object({
  uid: z.number().int(),
  code: z.string(),
  balanceFen: z.number().int().min(0),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

export const LedgerType = z.enum([
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'betRefund',
  'bonus',
  'rebate',
  'interest',
  'adjustment',
]);
export type LedgerType = z.infer<typeof LedgerType>;

export const LedgerEntry = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  wallet: z.string(),
  type: LedgerType,
  amountFen: z.number().int(),
  beforeFen: z.number().int(),
  afterFen: z.number().int(),
  orderNo: z.string(),
  at: z.number(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const UploadRecord = z.object({
  /** Lower case: URLs are matched case-insensitively. */
  id: z.string(),
  uid: z.number().int(),
  directory: z.string(),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  base64: z.string(),
  createdAt: z.number(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

/** Consecutive failed logins per username (known or not, so the answer reveals nothing). */
export const LoginGuardRecord = z.object({
  usernameKey: z.string(),
  failures: z.number().int().min(0),
  lockedUntil: z.number().nullable(),
});
export type LoginGuardRecord = z.infer<typeof LoginGuardRecord>;

/* ---- Wallet area (issue 3): deposits, withdrawals, payees, turnover. Money in fen, times in ms. ---- */

/** A deposit order; `dueAt` is when the clock decides it (null: only the control API or expiry). */
export const DepositOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  channelId: z.number().int(),
  channelType: z.number().int(),
  amountFen: z.number().int().positive(),
  giftFen: z.number().int().min(0),
  depositorName: z.string().nullable(),
  receipt: z.string().nullable(),
  protocol: z.enum(['TRC20', 'ERC20']).nullable(),
  /** Crypto orders: the rate and estimated USDT at the time of the order. */
  rate: z.string().nullable(),
  payUsdt: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: z.number(),
  expiresAt: z.number(),
  dueAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type DepositOrderRecord = z.infer<typeof DepositOrderRecord>;

/** A withdrawal order: the amount left the central wallet at submit and is held here while pending. */
export const WithdrawalOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  methodId: z.number().int(),
  methodType: z.union([z.literal(1), z.literal(2)]),
  payeeId: z.number().int(),
  payeeLabel: z.string(),
  amountFen: z.number().int().positive(),
  adminFeeFen: z.number().int().min(0),
  handlingFeeFen: z.number().int().min(0),
  actualFen: z.number().int().min(0),
  rate: z.string().nullable(),
  actualUsdt: z.string().nullable(),
  turnoverWarning: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: z.number(),
  dueAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** A mock message key (translated per request), empty unless rejected. */
  remarkKey: z.string(),
});
export type WithdrawalOrderRecord = z.infer<typeof WithdrawalOrderRecord>;

/** A bound payee; card numbers and addresses are stored whole and only ever answered masked. */
export const PayeeRecord = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  bankId: z.number().int().nullable(),
  cardholderName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  bankAddress: z.string().nullable(),
  alias: z.string().nullable(),
  protocol: z.enum(['TRC20', 'ERC20']).nullable(),
  address: z.string().nullable(),
  realName: z.string().nullable(),
  createdAt: z.number(),
});
export type PayeeRecord = z.infer<typeof PayeeRecord>;

/** Turnover (coding) requirement of one player: deposits raise `requiredFen`, valid bets `completedFen`. */
export const TurnoverRecord = z.object({
  uid: z.number().int(),
  requiredFen: z.number().int().min(0),
  completedFen: z.number().int().min(0),
});
export type TurnoverRecord = z.infer<typeof TurnoverRecord>;

/** Consecutive wrong withdrawal passwords of one player. */
export const WithdrawGuardRecord = z.object({
  uid: z.number().int(),
  failures: z.number().int().min(0),
  lockedUntil: z.number().nullable(),
});
export type WithdrawGuardRecord = z.infer<typeof WithdrawGuardRecord>;

/** Scenario settings of the wallet area (one record, id 1); null delays: only the control API decides. */
export const WalletSettingsRecord = z.object({
  id: z.literal(1),
  depositDelayMs: z.number().int().min(0).nullable(),
  withdrawalDelayMs: z.number().int().min(0).nullable(),
});
export type WalletSettingsRecord = z.infer<typeof WalletSettingsRecord>;

/** Lobby: a player's favourite game (game ids come from the seed's catalogue). */
export const GameCollectRecord = z.object({
  uid: z.number().int(),
  gameId: z.number().int(),
  collectedAt: z.number(),
});
export type GameCollectRecord = z.infer<typeof GameCollectRecord>;

/** Lobby: one bet. Status 0 Unfinished, 1 Completed, 2 Cancelled, 3 Cancelled (order withdrawn). */
export const BetRow = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  venueCode: z.string(),
  gameType: z.number().int(),
  /** What was bet on (and, once settled, the result), in both languages. */
  contentEn: z.string(),
  contentZh: z.string(),
  /** The option picked on a market (clock-settled games), and its odds in hundredths (1.95 → 195). */
  pick: z.string().nullable(),
  oddsCents: z.number().int().nullable(),
  stakeFen: z.number().int().positive(),
  validBetFen: z.number().int().min(0),
  /** Null until settled; 0 for a loss. */
  payoutFen: z.number().int().min(0).nullable(),
  status: z.number().int().min(0).max(3),
  betAt: z.number(),
  /** When the clock settles an Unfinished bet; null for the others. */
  dueAt: z.number().nullable(),
  settledAt: z.number().nullable(),
  /** Seeded history has no ledger entries (see domain/bets/history.ts). */
  archived: z.boolean(),
});
export type BetRow = z.infer<typeof BetRow>;

/** Lobby: the one-time ticket of game/openGame, exchanged for a play session by the demo page. */
export const GameTicketRecord = z.object({
  ticket: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  trial: z.boolean(),
  lang: z.enum(['zh_hans', 'en']),
  createdAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
});
export type GameTicketRecord = z.infer<typeof GameTicketRecord>;

/** Lobby: an open demo game page; trial sessions keep their play money here, not in the ledger. */
export const PlaySessionRecord = z.object({
  id: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  trial: z.boolean(),
  lang: z.enum(['zh_hans', 'en']),
  trialBalanceFen: z.number().int().min(0),
  /** Trial plays so far: keys the next trial outcome so repeated spins differ. */
  trialPlays: z.number().int().min(0),
  expiresAt: z.number(),
});
export type PlaySessionRecord = z.infer<typeof PlaySessionRecord>;

/** Lobby: the notice-bar texts of game/getBulletin. */
export const BulletinRecord = z.object({
  id: z.number().int().positive(),
  textEn: z.string(),
  textZh: z.string(),
  publishedAt: z.number(),
});
export type BulletinRecord = z.infer<typeof BulletinRecord>;

export const Counters = z.object({
  nextUid: z.number().int(),
  nextLedgerId: z.number().int(),
  nextOrderSeq: z.number().int(),
  nextUploadSeq: z.number().int(),
  /** Wallet area; defaulted so snapshots exported before it still import. */
  nextPayeeId: z.number().int().default(1),
});
export type Counters = z.infer<typeof Counters>;
