import { el, pause, type PageWords } from './dom';
import type { InstantScene, Scene } from './scene';
import type { PlayState } from '../view';

const WIDTHS = [34, 38, 46, 56, 72];
const COLOURS = ['#fb923c', '#facc15', '#4ade80', '#60a5fa', '#fbbf24'];

/** The sea with the venue's school swimming, a cannon below: a shot flies to the fish the mock says was hit. */
export function fishingScene(root: HTMLElement, t: PageWords, state: PlayState): Scene {
  root.title = t.sea;
  const fish = state.school.map(({ name, multiplier }, i) => {
    const node = el('div', { className: 'fish' }, [
      el('div', { className: 'fish-body' }),
      el('small', { textContent: `${name} ×${multiplier}` }),
    ]);
    node.style.top = `${6 + i * 42}px`;
    node.style.setProperty('--w', `${WIDTHS[i] ?? 40}px`);
    node.style.setProperty('--c', COLOURS[i] ?? '#fb923c');
    node.style.animationDuration = `${5 + ((i * 3) % 7)}s`;
    node.style.animationDelay = `-${i * 1.7}s`;
    return node;
  });
  const cannon = el('div', { className: 'cannon' });
  root.append(...fish, cannon);
  const setSea = () => root.style.setProperty('--sea', `${root.clientWidth}px`);
  setSea();
  addEventListener('resize', setSea);

  return {
    async played(result) {
      const scene = result.scene as InstantScene<'fishing'> | null;
      if (!scene) return;
      const box = root.getBoundingClientRect();
      const target = fish[scene.target];
      if (target) target.style.animationPlayState = 'paused';
      const aim = target?.querySelector('.fish-body')?.getBoundingClientRect();
      const x = aim ? aim.left + aim.width / 2 - box.left : box.width * (0.2 + Math.random() * 0.6);
      const y = aim ? aim.top + aim.height / 2 - box.top : 30 + Math.random() * 120;
      const from = { x: box.width / 2 - 7, y: box.height - 50 };
      const shot = el('div', { className: 'shot' });
      shot.style.left = `${from.x}px`;
      shot.style.top = `${from.y}px`;
      root.append(shot);
      await pause(20);
      shot.style.transform = `translate(${x - from.x - 7}px, ${y - from.y - 7}px)`;
      await pause(450);
      shot.remove();
      const net = el('div', { className: 'net' });
      net.style.left = `${x}px`;
      net.style.top = `${y}px`;
      const multiplier = target ? state.school[scene.target]?.multiplier : null;
      const pop = el('div', { className: 'payout-pop', textContent: multiplier ? `${t.hit} ×${multiplier}` : t.miss });
      root.append(net, pop);
      target?.classList.add('hit');
      await pause(700);
      setTimeout(() => {
        net.remove();
        pop.remove();
        target?.classList.remove('hit');
        if (target) target.style.animationPlayState = '';
      }, 900);
    },
  };
}
