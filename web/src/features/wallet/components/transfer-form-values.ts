import { toFen } from '@contracts/core/money';
import { CENTRAL_WALLET, type Wallet } from '@contracts/funds/wallets';
import { PositiveAmount, TransferForm } from '@contracts/rules/money-forms';
import { z } from 'zod';

export type Direction = 'in' | 'out';

/** What the transfer screen asks: a direction and one venue. Venue → venue cannot be expressed. */
export interface TransferValues {
  /** in: central → venue; out: venue → central. */
  direction: Direction;
  venue: string;
  amount: string;
}

export function toTransferInput(values: TransferValues): TransferForm {
  return values.direction === 'in'
    ? { from: CENTRAL_WALLET, to: values.venue, amount: values.amount.trim() }
    : { from: values.venue, to: CENTRAL_WALLET, amount: values.amount.trim() };
}

/**
 * The transfer form's schema for react-hook-form: the screen's values, checked with the contract's
 * TransferForm (through checkTransfer) against the wallets on screen. Messages are i18n keys.
 */
export function transferSchema(wallets: Wallet[]) {
  return z.object({ direction: z.enum(['in', 'out']), venue: z.string(), amount: z.string() }).superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(checkTransfer(values, wallets))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

export type TransferErrors = Partial<Record<'venue' | 'amount', string>>;

/**
 * The contract's TransferForm rule, plus what the screen knows: the source balance and venue
 * maintenance. Answers message keys of the `validation` namespace (or `wallet:` ones).
 */
export function checkTransfer(values: TransferValues, wallets: Wallet[]): TransferErrors {
  const errors: TransferErrors = {};
  const venue = wallets.find((w) => w.code === values.venue && w.code !== CENTRAL_WALLET);
  if (!venue) errors.venue = 'wallet:transfer.pickVenue';
  else if (venue.maintenance) errors.venue = 'wallet:transfer.maintenance';
  const parsed = TransferForm.safeParse(toTransferInput(values));
  if (!parsed.success) {
    const amountIssue = parsed.error.issues.find((i) => i.path[0] === 'amount');
    if (amountIssue) errors.amount = `validation:${amountIssue.message}`;
    const walletIssue = parsed.error.issues.find((i) => i.path[0] !== 'amount');
    if (walletIssue && !errors.venue && venue) errors.venue = `validation:${walletIssue.message}`;
  }
  if (!errors.amount && venue && PositiveAmount.safeParse(values.amount).success) {
    const source = values.direction === 'in' ? wallets.find((w) => w.code === CENTRAL_WALLET) : venue;
    if (source && toFen(values.amount) > toFen(source.balance)) errors.amount = 'validation:amount.balance';
  }
  return errors;
}
