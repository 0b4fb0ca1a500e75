import { api } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, register } from './steps';

/**
 * Wrong passwords are counted per device (the account area's secret budget): the owner elsewhere is never locked out.
 * The device locked here is this machine as the server sees it on its default address: a browser or a journey on it.
 */
export const LOCKED_CLIENT = '127.0.0.1';
/** Five wrong passwords make a device wait a minute; each wrong one after a wait doubles it, up to 30 minutes. */
const WAITS_MINUTES = [1, 2, 4, 8, 16];

const player = applicant('locked01', '吴刚', '13800000106', {
  en: 'Locked out on this machine for 30 minutes after wrong passwords',
  zh_hans: '多次输错密码后，在本机被锁定30分钟',
});

export const lockedOut: Scenario = {
  name: 'locked-out',
  summary: {
    en:
      'locked01 typed a wrong password ten times from this machine: logging in there, even with the right password, is ' +
      'refused for 30 minutes of the clock. The lock is per device, by design: another device can still log in.',
    zh_hans: 'locked01在本机输错密码十次：在本机登录（即使密码正确）会被拒绝30分钟（按时钟计）。锁定按设备计算：其他设备仍可登录。',
  },
  players: [player],
  async build(kit) {
    await register(kit, player);
    const wrong = { username: player.username, password: 'wrong0000' };
    const tryWrong = () => kit.refusal(api.account.login, wrong, { client: LOCKED_CLIENT });
    for (let i = 0; i < 5; i++) await tryWrong();
    for (const minutes of WAITS_MINUTES) {
      await kit.control.world.advance({ minutes });
      await tryWrong();
    }
  },
};
