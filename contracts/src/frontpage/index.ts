import { getSideMenu } from './side-menu';

export const frontpage = {
  getSideMenu,
};
