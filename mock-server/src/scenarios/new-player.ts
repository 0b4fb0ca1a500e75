import type { Scenario } from './scenario';
import { applicant, register } from './steps';

const player = applicant('fresh01', '陈新', '13800000101', {
  en: 'Just registered: no deposit, no bets, no payee',
  zh_hans: '刚注册：没有存款、投注或收款账户',
});

export const newPlayer: Scenario = {
  name: 'new-player',
  summary: {
    en: 'The seeded world and a player who has just registered (fresh01): a balance of ¥0.00 and nothing in any record.',
    zh_hans: '种子世界加一位刚注册的玩家（fresh01）：余额¥0.00，各类记录都是空的。',
  },
  players: [player],
  async build(kit) {
    await register(kit, player);
  },
};
