import { getAllGameList, getBulletin, getSearchGameList } from './catalog';
import { getBigWins, getJackpot, getRecentlyPlayed } from './live';
import { gameCollect, gameCollectList, openGame } from './play';

export const games = {
  openGame,
  getAllGameList,
  gameCollect,
  gameCollectList,
  getBulletin,
  getSearchGameList,
  getBigWins,
  getJackpot,
  getRecentlyPlayed,
};
