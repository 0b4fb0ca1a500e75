import { fromFen, toFen } from '@contracts/core/money';
import { into, turnout, type InterestData, type InterestType } from '@contracts/interest/interest';

/** The flexible principal: what can be transferred out now (fixed terms are locked until they mature). */
export function flexiblePrincipal(data: Pick<InterestData, 'holdings'>): string {
  const fen = data.holdings.filter((h) => h.maturesAt === null).reduce((sum, h) => sum + toFen(h.amount), 0);
  return fromFen(fen);
}

/**
 * Transfer in: the contract's `interest/into` input, then what the screen knows — the product's
 * minimum and the central balance — so the player reads the server's rule before sending.
 */
export function intoSchema(products: readonly InterestType[], centralBalance: string) {
  return into.input.superRefine((value, ctx) => {
    const product = products.find((p) => p.id === (value.typeId ?? products[0]?.id));
    if (!product) return;
    const fen = toFen(value.amount);
    if (fen < toFen(product.minAmount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount.min' });
    else if (fen > toFen(centralBalance)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount.balance' });
  });
}

/** Transfer out: the contract's `interest/turnout` input, at most the flexible principal. */
export function turnoutSchema(available: string) {
  return turnout.input.superRefine((value, ctx) => {
    if (toFen(value.amount) > toFen(available)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'interest:form.outMax' });
  });
}
