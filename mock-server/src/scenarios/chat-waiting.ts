import { api } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, register } from './steps';

export const WAITING_QUESTION = 'My deposit has not arrived yet, can someone check it?';

const player = applicant('asker01', '何静', '13800000108', {
  en: 'Asked customer service, waiting for an agent',
  zh_hans: '已向客服提问，正在等待人工客服',
});

export const chatWaiting: Scenario = {
  name: 'chat-waiting',
  summary: {
    en:
      'asker01 asked customer service a question; the assistant answered at once and handed the chat over to an agent, ' +
      'who has not replied yet (the clock answers 2 minutes after the question, /__mock/chat/reply at once).',
    zh_hans:
      'asker01向客服提了一个问题；智能助手已即时回复并转接人工客服，客服尚未回复（时钟在提问2分钟后回复，/__mock/chat/reply立即回复）。',
  },
  players: [player],
  async build(kit) {
    const member = await register(kit, player);
    await kit.api(api.chat.send, { text: WAITING_QUESTION }, member.token);
  },
};
