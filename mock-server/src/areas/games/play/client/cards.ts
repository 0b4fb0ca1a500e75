import { cardBack, el, pause, playingCard, type PageWords } from './dom';
import type { InstantScene, Scene } from './scene';

/** A card table for the chess-and-cards venues: the house's card against the player's, higher card wins. */
export function cardsScene(root: HTMLElement, t: PageWords): Scene {
  const house = el('div', { className: 'cards' }, [cardBack()]);
  const mine = el('div', { className: 'cards' }, [cardBack()]);
  const houseHand = el('div', { className: 'hand' }, [house, el('p', { textContent: t.house })]);
  const myHand = el('div', { className: 'hand' }, [mine, el('p', { textContent: t.you })]);
  root.append(
    el('div', { className: 'felt' }, [el('h3', { textContent: t.table }), el('div', { className: 'hands' }, [houseHand, myHand])]),
  );

  return {
    start() {
      house.replaceChildren(cardBack());
      mine.replaceChildren(cardBack());
      houseHand.classList.remove('won');
      myHand.classList.remove('won');
    },
    async played(result) {
      const scene = result.scene as InstantScene<'cards'> | null;
      if (!scene) return;
      house.replaceChildren(playingCard(scene.house, true));
      await pause(350);
      mine.replaceChildren(playingCard(scene.mine, true));
      await pause(350);
      (scene.won ? myHand : houseHand).classList.add('won');
    },
  };
}
