// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstBetNotice } from '@web/api/protection/first-bet-notice';
import { routes } from '@web/app/routes';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { protectionSettings, sessionFigures } from '@web/test/protection-settings';
import { renderRoutes } from '@web/test/render';
import ProtectionPrompts from './protection-prompts';

const NO_CHECK = sessionFigures();

/** A page with a bet on it, as the lottery room, the fast-food table and a venue's Play button gate theirs. */
function BetButton({ onBet }: { onBet: () => void }) {
  const firstBetNotice = useFirstBetNotice();
  const [slip] = useState('Big ¥10.00');
  return (
    <Button
      onClick={async () => {
        if (await firstBetNotice()) onBet();
      }}
      aria-label={`Place ${slip}`}
    >
      {slip}
    </Button>
  );
}

function table(seenBefore: boolean) {
  const onBet = vi.fn();
  const navigate = vi.fn(async () => undefined);
  const server = fakeApi()
    .on(api.protection.getSession, NO_CHECK)
    .on(api.protection.getSettings, protectionSettings({ betNotice: seenBefore }))
    .on(api.protection.markSeen, ({ notice }) => ({ notice }));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <BetButton onBet={onBet} />
            <ProtectionPrompts router={{ navigate }} />
          </>
        ),
      },
    ],
    '/',
  );
  return { onBet, navigate, server };
}

const placeBet = async () => fireEvent.click(await screen.findByRole('button', { name: 'Place Big ¥10.00' }));

describe('the responsible-gaming notice before a first bet', () => {
  pageTests();

  it('holds the first bet until "I understand", records it, then places the bet the player asked for', async () => {
    const { onBet, server } = table(false);
    await placeBet();
    const notice = await screen.findByRole('dialog', { name: 'Play responsibly' });
    expect(notice.textContent).toContain('Play for fun');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(onBet).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(onBet).toHaveBeenCalledTimes(1));
    expect(server.calls(api.protection.markSeen).map((c) => c.input)).toEqual([{ notice: 'betNotice' }]);
    expect(screen.queryByRole('dialog', { name: 'Play responsibly' })).toBeNull();

    await placeBet(); // the next bet: the cached settings know it was read
    await waitFor(() => expect(onBet).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog', { name: 'Play responsibly' })).toBeNull();
    expect(server.calls(api.protection.getSettings)).toHaveLength(1);
  });

  it('asks nothing of a player who has read it before', async () => {
    const { onBet, server } = table(true);
    await placeBet();
    await waitFor(() => expect(onBet).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(api.protection.markSeen)).toHaveLength(0);
  });

  it('its link opens the responsible-gaming tools and places nothing', async () => {
    const { onBet, navigate, server } = table(false);
    await placeBet();
    fireEvent.click(await screen.findByRole('link', { name: 'Responsible gaming tools' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(routes.responsibleGaming()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onBet).not.toHaveBeenCalled();
    expect(server.calls(api.protection.markSeen)).toHaveLength(0);
  });
});
