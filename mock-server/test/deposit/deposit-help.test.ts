import { formatMoney } from '@contracts';
import { DepositChannelType } from '@contracts/deposit/channels';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, call, loginAs, okData, testApp } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

/*
 * The help article "How do I make a deposit?" says, channel by channel, what the server enforces: each
 * channel's limits, whether its form takes a receipt, its gift. Checked here against the channels the
 * recharge page is given, in both languages.
 */
describe.each(['en', 'zh_hans'] as const)('the deposit help article in %s', (lang) => {
  it('gives every channel its own limits, receipt rule and gift', async () => {
    const { token } = await loginAs(app, 'demo03');
    const article = okData(api.help.getDetails, await call(app, api.help.getDetails, { id: 101 }, { lang }));
    const groups = okData(api.deposit.getRechargeChannels, await call(app, api.deposit.getRechargeChannels, {}, { token, lang }));
    let checked = 0;
    for (const group of groups) {
      const channels = okData(
        api.deposit.getRechargeChannels1,
        await call(app, api.deposit.getRechargeChannels1, { type: group.type }, { token, lang }),
      );
      for (const channel of channels) {
        const line = new RegExp(`<li><strong>${channel.name}</strong>[^<]*</li>`).exec(article.content)?.[0];
        expect(line, `${channel.name} is in the article`).toBeDefined();
        if (channel.type === DepositChannelType.enum.contactService) continue;
        expect(line).toContain(`${formatMoney(channel.min)}–${formatMoney(channel.max)}`);
        const receipt = lang === 'en' ? /receipt \(png/ : /付款凭证/;
        expect(receipt.test(line!), `${channel.name}: receipt ${channel.fields.receipt}`).toBe(channel.fields.receipt);
        expect(line!.includes(channel.giftPercent === null ? '%' : `${channel.giftPercent}%`), `${channel.name}: gift`).toBe(
          channel.giftPercent !== null,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
