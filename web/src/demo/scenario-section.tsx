import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLang } from '@contracts/core/lang';
import { confirmDialog } from '@web/lib/dialog';
import { demoControl } from './control-client';
import { ActionNote, useDemoAction } from './demo-action';
import { demoScenariosQuery } from './demo-queries';
import { DemoList, DemoRow } from './demo-rows';

/**
 * The mock's named starting points (a player with money pending, a lottery about to close …): loading one starts the
 * demo again from the seed and builds it in, after a confirm; every answer the app holds is then stale, so the page
 * reloads, as after a reset. Each row names the players to log in as.
 */
export function ScenarioSection({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t, i18n } = useTranslation('demo');
  const lang = parseLang(i18n.language);
  const scenarios = useQuery(demoScenariosQuery);
  const action = useDemoAction();

  const load = async (scenario: string) => {
    const sure = await confirmDialog({
      title: t('scenario.confirmTitle', { name: scenario }),
      content: t('reset.confirmText'),
      confirmText: t('scenario.load'),
      cancelText: t('reset.cancel'),
    });
    if (!sure) return;
    await action.run(
      `load:${scenario}`,
      async () => {
        await demoControl.world.reset({ scenario });
        reload();
        return null;
      },
      { invalidate: false },
    );
  };

  return (
    <section className="demo-section" aria-labelledby="demo-scenario-title">
      <h3 id="demo-scenario-title" className="demo-section-title">
        {t('scenario.title')}
      </h3>
      <DemoList query={scenarios} empty={t('scenario.none')}>
        {(list) =>
          list.map((scenario) => (
            <DemoRow
              key={scenario.name}
              id={`demo-scenario-${scenario.name}`}
              lines={[
                scenario.name,
                scenario.summary[lang],
                ...scenario.players.map((player) => t('scenario.player', { username: player.username, password: player.password })),
              ]}
              action={action}
              presses={[{ key: `load:${scenario.name}`, label: t('scenario.load'), press: () => void load(scenario.name) }]}
            />
          ))
        }
      </DemoList>
      <ActionNote action={action} />
    </section>
  );
}
