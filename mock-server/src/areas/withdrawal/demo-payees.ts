import { DAY_MS } from '@contracts';
import { isDomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { findPlayerByUsername } from '../account';
import { addBankCard, addCryptoAccount } from './payees';

/** demo01 comes with a bound bank card and a USDT account, so its withdrawal page is ready to use. */
export async function seedDemoPayees(world: World, startMs: number): Promise<void> {
  const demo = findPlayerByUsername(world, 'demo01');
  if (!demo) return;
  const at = startMs - 30 * DAY_MS;
  // A seed acts for demo01 without a request: the context is built here, in English like other seed text.
  const asDemo = (now: number) => ({ world, now, lang: 'en' as const, player: { uid: demo.uid } });
  const results = [
    await addBankCard(asDemo(at), { cardholderName: '张伟', bankId: 7, cardNumber: '6225880123456783', bankAddress: '招商银行深圳分行' }),
    await addCryptoAccount(asDemo(at + 1000), {
      alias: 'My TRON',
      currency: 'USDT',
      protocol: 'TRC20',
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    }),
  ];
  for (const result of results) if (isDomainError(result)) throw new Error(`seeding demo01's payees failed: ${result.key}`);
}
