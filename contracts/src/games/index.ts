import { getAllGameList, getBulletin, getSearchGameList } from './catalog';
import { gameCollect, gameCollectList, openGame } from './play';

export const games = {
  openGame,
  getAllGameList,
  gameCollect,
  gameCollectList,
  getBulletin,
  getSearchGameList,
};
