import type { Lang } from '@contracts';
import type { ScenarioKit } from './kit';

/** A player a scenario creates (or, for the seeded world, names), with what QA needs to use them. */
export interface ScenarioPlayer {
  username: string;
  password: string;
  /** The 6-digit withdrawal password, when the player has one. */
  withdrawalPassword?: string;
  /** Who they are in this scenario. */
  role: Record<Lang, string>;
}

/**
 * A named starting point: a small script over the domain's own calls (registration, deposits and their approval,
 * bets, clock moves …) that brings a fresh world to the state its summary promises. It never writes the store itself,
 * so everything it makes is what a player and an operator could have made.
 */
export interface Scenario {
  /** Kebab-case id, as `POST /__mock/worlds {scenario}` names it. */
  name: string;
  summary: Record<Lang, string>;
  players: readonly ScenarioPlayer[];
  build(kit: ScenarioKit): Promise<void>;
}

/** The scenario players' passwords: the demo players' own, so QA has one pair to remember. */
export const PLAYER_PASSWORD = 'demo1234';
export const PLAYER_WITHDRAWAL_PASSWORD = '123456';
