import { getGameList, getSlideshowList } from './home';
import { getSideMenu } from './side-menu';

export const frontpage = {
  getSideMenu,
  getSlideshowList,
  getGameList,
};
