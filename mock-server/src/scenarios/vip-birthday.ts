import { api, platformDate } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, register } from './steps';

export const BIRTHDAY_VIP_LEVEL = 5;
/** A multiple of 4, so a birthday on 29 February falls on a date that exists. */
const AGE = 28;

const player = applicant('vipstar05', '林美', '13800000105', {
  en: 'VIP 5, birthday today, no privilege claimed yet',
  zh_hans: 'VIP 5，今天生日，尚未领取任何特权礼金',
});

export const vipBirthday: Scenario = {
  name: 'vip-birthday',
  summary: {
    en:
      `vipstar05 is VIP ${BIRTHDAY_VIP_LEVEL} and today is their birthday (confirmed in personal data): the birthday ` +
      'gift, the level-up gift, the exclusive gift and the weekly red packet are all waiting to be claimed.',
    zh_hans: `vipstar05是VIP ${BIRTHDAY_VIP_LEVEL}，今天是其生日（已在个人资料中确认）：生日礼金、晋级礼金、专属礼金和每周红包都等待领取。`,
  },
  players: [player],
  async build(kit) {
    const member = await register(kit, player);
    // The level an operator grants (the level shown is the higher of it and what deposits and bets earn).
    await kit.control.vip.setLevel({ username: player.username, level: BIRTHDAY_VIP_LEVEL });
    // The birthday gift opens in the month of the birth date confirmed in personal data.
    const today = platformDate((await kit.control.world.clock()).nowMs);
    const birthday = `${Number(today.slice(0, 4)) - AGE}${today.slice(4)}`;
    await kit.api(
      api.account.setUserInfo,
      { realName: player.realName, gender: 2, birthday, mobile: player.mobile, email: `${player.username}@example.com` },
      member.token,
    );
  },
};
