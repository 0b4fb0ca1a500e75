import type { FastifyInstance } from 'fastify';
import { SCENARIOS, scenarioKit, type Scenario } from '@mock/scenarios';
import { testApp } from '../helpers';

/** The scenario of that name from the catalogue. */
export function scenarioNamed(name: string): Scenario {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw new Error(`no scenario ${name}`);
  return scenario;
}

/** A fresh app (frozen clock, the default seed) with the scenario built into its default world. */
export async function appWith(scenario: Scenario): Promise<FastifyInstance> {
  const app = await testApp();
  await scenario.build(scenarioKit(app, null));
  return app;
}

/** The scenario's one player. */
export function onlyPlayer(scenario: Scenario) {
  const [player, ...others] = scenario.players;
  if (!player || others.length > 0) throw new Error(`${scenario.name} lists ${scenario.players.length} players, not one`);
  return player;
}
