import { describe, expect, it } from 'vitest';
import { Username } from '@contracts/rules/account';
import { SCENARIOS } from '@mock/scenarios';
import { api, call, failure, okData, testApp } from '../helpers';
import { appWith, scenarioNamed } from './scenario-helpers';

/** The seeded world's players, whom no scenario may register again. */
const SEEDED = ['demo01', 'demo02', 'demo03', 'partner01'];

describe('the scenario catalogue', () => {
  it('names each scenario once, in kebab-case, with a summary in both languages (Chinese with full-width punctuation)', () => {
    const names = SCENARIOS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    for (const { summary, players } of SCENARIOS) {
      for (const copy of [summary, ...players.map((p) => p.role)]) {
        expect(copy.en).toMatch(/^[\x20-\x7e¥…]+$/);
        expect(copy.zh_hans).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'new-player',
        'demo-month',
        'short-turnover',
        'pending-money',
        'lottery-closing',
        'vip-birthday',
        'locked-out',
        'interest-unclaimed',
        'chat-waiting',
      ]),
    );
  });

  it('gives players valid usernames that no seeded player and no other scenario has', () => {
    const created = SCENARIOS.filter((s) => s.name !== 'demo-month').flatMap((s) => s.players.map((p) => p.username));
    for (const username of created) expect(Username.safeParse(username).success, username).toBe(true);
    expect(new Set(created).size).toBe(created.length);
    expect(created.filter((username) => SEEDED.includes(username))).toEqual([]);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    '%s builds the same world twice from the same seed, and its players log in with the listed passwords (locked-out: refused)',
    async (name, scenario) => {
      const [first, second] = [await appWith(scenario), await appWith(scenario)];
      // What is random by design, session tokens and salted password hashes, an export without secrets leaves out.
      expect(second.mock.export({ secrets: false })).toEqual(first.mock.export({ secrets: false }));
      await second.close();
      for (const player of scenario.players) {
        const login = await call(first, api.account.login, { username: player.username, password: player.password }, { lang: 'en' });
        if (name === 'locked-out') {
          expect(failure(login).code).toBe(0);
          continue;
        }
        const session = okData(api.account.login, login);
        const overview = okData(
          api.withdrawal.getWithdrawList,
          await call(first, api.withdrawal.getWithdrawList, {}, { token: session.token }),
        );
        expect(overview.hasSecondaryPassword).toBe(player.withdrawalPassword !== undefined);
      }
      await first.close();
    },
  );

  it('tells worlds apart: a scenario that adds anything is not the seeded world, nor another scenario', async () => {
    const [seeded, fresh, closing] = [
      await testApp(),
      await appWith(scenarioNamed('new-player')),
      await appWith(scenarioNamed('lottery-closing')),
    ];
    const [a, b, c] = [seeded, fresh, closing].map((app) => app.mock.export({ secrets: false }));
    expect(b).not.toEqual(a);
    expect(c).not.toEqual(b);
    await Promise.all([seeded, fresh, closing].map((app) => app.close()));
  });
});
