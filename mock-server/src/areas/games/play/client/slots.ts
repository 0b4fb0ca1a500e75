import { el, pause, reducedMotion, type PageWords } from './dom';
import type { InstantScene, Scene } from './scene';
import { REEL_SYMBOLS } from '../symbols';

const symbol = (text: string) => el('span', { className: `s-${text}`, textContent: text });
const randomSymbol = () => REEL_SYMBOLS[Math.floor(Math.random() * REEL_SYMBOLS.length)]!;

/** Three reels of three rows: they spin while the mock decides and stop, left to right, on its grid. */
export function slotsScene(root: HTMLElement, t: PageWords): Scene {
  root.title = t.reels;
  const strips = [0, 1, 2].map(() => el('div', { className: 'strip' }, [symbol('★'), symbol('7'), symbol('BAR')]));
  const reels = strips.map((strip) => el('div', { className: 'reel' }, [strip]));
  const payline = el('div', { className: 'payline', hidden: true, title: t.winLine });
  root.append(...reels, payline);

  return {
    start() {
      payline.hidden = true;
      if (reducedMotion()) return;
      strips.forEach((strip, i) => {
        // What flies past is only a blur; where the reel stops is the mock's.
        strip.replaceChildren(...Array.from({ length: 6 }, () => symbol(randomSymbol())));
        reels[i]!.className = 'reel spinning';
      });
    },
    cancel() {
      reels.forEach((reel) => (reel.className = 'reel'));
    },
    async played(result) {
      const scene = result.scene as InstantScene<'slots'> | null;
      if (!scene) return;
      for (const [i, column] of scene.grid.entries()) {
        await pause(i === 0 ? 350 : 300);
        strips[i]!.replaceChildren(...column.map(symbol));
        reels[i]!.className = reducedMotion() ? 'reel' : 'reel stopped';
      }
      for (const i of scene.line) strips[i]!.children[1]!.classList.add('paying');
      payline.hidden = scene.line.length === 0;
      await pause(250);
    },
  };
}
