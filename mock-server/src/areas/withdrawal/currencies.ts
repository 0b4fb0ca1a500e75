import type { Lang } from '@contracts';
import type { CryptoCurrency } from '@contracts/withdrawal/payees';
import type { z } from 'zod';
import { payKindIconUrl } from '../funds';

export function cryptoCurrencies(lang: Lang): Array<z.infer<typeof CryptoCurrency>> {
  return [
    {
      currency: 'USDT',
      name: lang === 'en' ? 'Tether (USDT)' : '泰达币（USDT）',
      icon: payKindIconUrl('usdt'),
      protocols: [
        { protocol: 'TRC20', network: 'TRON' },
        { protocol: 'ERC20', network: 'Ethereum' },
      ],
    },
  ];
}
