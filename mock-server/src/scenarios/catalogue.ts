import type { ScenarioCatalogue } from '../control/context';
import type { Injector } from './inject';
import { scenarioKit, type KitOptions } from './kit';
import { SCENARIOS } from './index';

/**
 * The scenarios as the control API offers them: listed with their players, built into a world that exists already by
 * driving it through this app's own API (`app.inject`, naming the world), as any client would.
 */
export function scenarioCatalogue(app: Injector, options: KitOptions): ScenarioCatalogue {
  return {
    list: () =>
      SCENARIOS.map((scenario) => ({
        name: scenario.name,
        summary: scenario.summary,
        players: scenario.players.map((player) => ({
          username: player.username,
          password: player.password,
          withdrawalPassword: player.withdrawalPassword ?? null,
          role: player.role,
        })),
      })),
    build: async (name, world) => {
      const scenario = SCENARIOS.find((candidate) => candidate.name === name);
      if (!scenario) throw new Error(`no scenario ${name}`);
      await scenario.build(scenarioKit(app, world, options));
    },
  };
}
