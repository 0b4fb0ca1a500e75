import { PayeeType, type Payee } from '@contracts/withdrawal/payees';

/** A bound payee in one line, masked as the server sent it: bank and card, or alias, network and address. */
export function payeeName(payee: Payee): string {
  if (payee.type === PayeeType.enum.bankCard) return `${payee.bankName} · ${payee.cardholderName} · ${payee.maskedNumber}`;
  if (payee.type === PayeeType.enum.crypto) return `${payee.alias} · USDT-${payee.protocol} · ${payee.maskedAddress}`;
  return `${payee.alias} · ${payee.maskedAddress}`;
}
