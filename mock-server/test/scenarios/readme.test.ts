import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, type Scenario } from '@mock/scenarios';

/** The catalogue as the README's table shows it: one row per scenario, its players with their passwords and roles. */
function catalogueTable(scenarios: readonly Scenario[]): string {
  const players = (scenario: Scenario) =>
    scenario.players
      .map(
        (p) =>
          `\`${p.username}\` / \`${p.password}\`${p.withdrawalPassword ? ` / \`${p.withdrawalPassword}\`` : ''}: ${p.role.en}（${p.role.zh_hans}）`,
      )
      .join('<br>');
  return [
    '| scenario | what it starts from | 起点 | players (username / password / withdrawal password) |',
    '|---|---|---|---|',
    ...scenarios.map((s) => `| \`${s.name}\` | ${s.summary.en} | ${s.summary.zh_hans} | ${players(s)} |`),
  ].join('\n');
}

describe("mock-server/README.md's scenarios", () => {
  it('lists the catalogue as it is', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(catalogueTable(SCENARIOS));
  });
});
