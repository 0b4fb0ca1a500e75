import { z } from 'zod';
import { AmountInput } from '../core/money';
import { JsonInt } from '../core/wire';
import { SecondaryPassword } from './account';
import { nonBlank, NAME_PATTERN, NOT_BLANK, sameName, visibleText } from './text';

/** A bank branch's or a wallet's address: at most this many characters as a person sees them. */
export const ADDRESS_MAX = 100;

export const DEPOSIT_MIN_FEN = 100_00;
export const DEPOSIT_MAX_FEN = 50_000_00;

/**
 * 100.00–50,000.00 written out as a pattern over what AmountInput takes (leading zeros allowed, at most 2
 * decimals), so the document carries the range; the test beside it compares it with toFen for every amount.
 */
const DEPOSIT_RANGE = /^0*(?:[1-9]\d{2,3}(?:\.\d{1,2})?|[1-4]\d{4}(?:\.\d{1,2})?|50000(?:\.0{1,2})?)$/;

/** Deposit amount: 100–50,000 yuan (spec §5, §9). */
export const DepositAmount = AmountInput.regex(DEPOSIT_RANGE, 'amount.deposit.range').meta({
  id: 'DepositAmount',
  description: 'Yuan, 100.00–50,000.00 (spec §5); each channel may narrow it (its min and max in recharge/getRechargeChannels1).',
});

/** More than 0.00: a non-zero digit somewhere, given AmountInput's format. */
export const PositiveAmount = AmountInput.regex(/[1-9]/, 'amount.positive').meta({ id: 'PositiveAmount' });

/** One space for every run of whitespace (a full-width space typed with a Chinese keyboard, two spaces). */
const singleSpaces = (name: string) => name.replace(/\s+/gu, ' ');

/** Cardholder name: Chinese, English and the dot only (spec §5). */
export const CardholderName = z
  .string()
  .trim()
  .overwrite(singleSpaces)
  .min(1, 'required')
  .max(40, 'cardholder.format')
  .regex(NAME_PATTERN, 'cardholder.format')
  .meta({ id: 'CardholderName' });

/** Luhn check: rejects obviously wrong card numbers (a typo in one digit, a swap of two). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CardNumber = z
  .string()
  .meta({
    description:
      '12–19 digits (spaces between them are ignored) passing the Luhn check (checked by the server: JSON Schema cannot compute a checksum).',
  })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d{12,19}$/, 'cardNumber.format')
      .refine(passesLuhn, 'cardNumber.checksum'),
  );

/** Said on every payee name field: the rule the server adds for the calling player (bankCardFormFor, walletAccountFormFor). */
const IN_OWN_NAME =
  "The real name on the calling player's account (registration or personal data), compared without regard to spaces, full-width forms, name dots or the case of Latin letters (checked by the server: it depends on the account).";

export const BankCardForm = z.object({
  cardholderName: CardholderName.meta({ description: IN_OWN_NAME }),
  bankId: z.number({ error: 'bank.required' }).int('bank.required').positive('bank.required'),
  cardNumber: CardNumber,
  bankAddress: visibleText(nonBlank('bankAddress.required'), 1, ADDRESS_MAX, 'tooLong'),
});
export type BankCardForm = z.infer<typeof BankCardForm>;

export const CryptoProtocol = z.enum(['TRC20', 'ERC20']).meta({ id: 'CryptoProtocol' });
export type CryptoProtocol = z.infer<typeof CryptoProtocol>;
/** Address formats per protocol: TRON base58 "T…" (34), Ethereum "0x" + 40 hex. */
export const CRYPTO_ADDRESS_PATTERNS: Record<CryptoProtocol, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export const Alias = visibleText(z.string().regex(NOT_BLANK, 'required').trim(), 1, 20, 'alias.format').meta({ id: 'Alias' });

export const CryptoAccountForm = z
  .object({
    alias: Alias,
    currency: z.literal('USDT'),
    protocol: CryptoProtocol,
    address: nonBlank().meta({
      description:
        'In the format of `protocol`: TRC20 `T` + 33 base58 characters, ERC20 `0x` + 40 hex digits (checked by the server: it depends on another field).',
    }),
  })
  .refine((v) => CRYPTO_ADDRESS_PATTERNS[v.protocol].test(v.address), {
    message: 'cryptoAddress.format',
    path: ['address'],
  });
export type CryptoAccountForm = z.infer<typeof CryptoAccountForm>;

const WalletHolderName = z.string().trim().overwrite(singleSpaces).min(1, 'required').regex(NAME_PATTERN, 'realName.format');

export const WalletAccountForm = z.object({
  realName: WalletHolderName.meta({ description: IN_OWN_NAME }),
  alias: Alias,
  address: visibleText(nonBlank(), 1, ADDRESS_MAX, 'tooLong'),
});
export type WalletAccountForm = z.infer<typeof WalletAccountForm>;

/**
 * A payee's holder name for this account: the account's real name however it is spelt (sameName); with no real
 * name on the account yet, refused whatever is typed, with the way to set one (personal data).
 */
function holderNameFor(field: z.ZodString, realName: string | null): z.ZodString {
  return realName === null
    ? z.string().refine(() => false, 'accountName.notSet')
    : field.refine((name) => sameName(name, realName), 'accountName.mismatch');
}

/** BankCardForm for the calling player: the cardholder must be the account holder (`realName`, null when unset). */
export const bankCardFormFor = (realName: string | null) =>
  BankCardForm.extend({ cardholderName: holderNameFor(CardholderName, realName) });

/** WalletAccountForm for the calling player: the wallet's real name must be the account's. */
export const walletAccountFormFor = (realName: string | null) =>
  WalletAccountForm.extend({ realName: holderNameFor(WalletHolderName, realName) });

/** Withdrawal: amount and withdrawal password are required (spec §5). */
export const WithdrawalForm = z.object({
  amount: PositiveAmount.meta({
    description:
      "Within the chosen method's min and max, the balance and today's quota (withdraw/getWithdrawList; checked by the server against the player's situation).",
  }),
  secondaryPassword: SecondaryPassword,
  methodId: JsonInt.pipe(z.number().positive()),
  payeeId: JsonInt.pipe(z.number().positive()),
});
export type WithdrawalForm = z.infer<typeof WithdrawalForm>;

/** A wallet is the central wallet ("central") or a venue code. */
export const WalletCode = z
  .string()
  .regex(NOT_BLANK, 'required')
  .trim()
  .meta({ id: 'WalletCode', description: "`central` (the central wallet) or a venue's code (fundslog/getVenuesList)." });

/** Transfer: an amount is required; venue wallets cannot transfer to each other (spec §5). */
export const TransferForm = z
  .object({
    from: WalletCode,
    to: WalletCode.meta({
      description:
        'Not `from`, and one of the two is `central`: venue wallets do not transfer to each other (checked by the server: a rule between two fields).',
    }),
    amount: PositiveAmount,
  })
  .refine((v) => v.from === 'central' || v.to === 'central', { message: 'transfer.venueToVenue', path: ['to'] })
  .refine((v) => v.from !== v.to, { message: 'transfer.sameWallet', path: ['to'] });
export type TransferForm = z.infer<typeof TransferForm>;
