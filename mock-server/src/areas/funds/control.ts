import type { HttpRoutes } from '../../core/http';
import { toFen } from '@contracts';
import type { control } from '@contracts/control';
import { z } from 'zod';
import { isDomainError } from '../../core/errors';
import { auditLedger } from '../../core/ledger';
import { playerNamed, type ControlHandlers } from '../../control/context';
import { sendSvg } from '../../assets/svg';
import { htmlPage } from '../../core/html';
import { bankBadgeSvg, PAY_KINDS, payKindSvg } from './icons';
import { updateWalletSettings, walletSettings } from './settings';
import { recordTurnover } from './turnover';

/**
 * The wallet's scenario knobs: the clock's decision delays, turnover for QA, a ledger audit. Money only
 * ever moves through the ledger: there is deliberately no "set balance".
 */
export const funds: ControlHandlers<typeof control.funds> = {
  settings: (_input, { world }) => walletSettings(world),
  // Applies to orders created from now on; pending orders keep the due time they were given.
  updateSettings: (input, { world }) => updateWalletSettings(world, input),
  turnover: async (input, { world }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    await recordTurnover(world, player.uid, toFen(input.validBet));
    return { ok: true as const };
  },
  audit: (_input, { world, lang }) => ({ problems: auditLedger(world, lang) }),
};

/** Generated images the wallet pages show, and the stand-in payment page of link channels. */
export function registerWalletImages(app: HttpRoutes): void {
  // Generated images of kinds of payment and of banks: "/assets/wallet/kinds/usdt.svg", "/assets/wallet/banks/ICBC.svg".
  app.get('/assets/wallet/:folder/:file', async (request, reply) => {
    const params = z
      .object({ folder: z.enum(['kinds', 'banks']), file: z.string().regex(/^[A-Za-z0-9_-]{1,16}\.svg$/) })
      .safeParse(request.params);
    const name = params.success ? params.data.file.replace(/\.svg$/, '') : '';
    const kind = PAY_KINDS.find((k) => k === name);
    const body = !params.success ? null : params.data.folder === 'banks' ? bankBadgeSvg(name) : kind ? payKindSvg(kind) : null;
    return body ? sendSvg(request, reply, body) : reply.code(404).send({ code: 0, msg: 'no such image', data: null });
  });

  // The page a card-transfer-link or Alipay order sends the player to: a stand-in, nothing is paid.
  app.get('/assets/wallet/pay/:ref', async (request, reply) => {
    const { ref } = z
      .object({
        ref: z
          .string()
          .regex(/^[A-Za-z0-9-]{1,40}$/)
          .catch('order'),
      })
      .parse(request.params);
    const body = [
      '<h1>Mock payment page</h1>',
      `<p>Reference <strong>${ref}</strong>. This stands in for the payment provider: nothing is charged.`,
      'The order is decided by the mock clock or the control API.</p>',
    ].join('\n');
    const style = 'body{font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem}';
    return reply.type('text/html').send(htmlPage({ lang: 'en', title: `Payment ${ref}`, style, body }));
  });
}
