import type { Lang } from '@contracts';
import type { SideMenuItem } from '@contracts/frontpage/side-menu';

type Entry = { name: { en: string; zh_hans: string }; path: string; icon: string; tabtar: 0 | 1 };

/** Tab entries first, in the spec's tab order; the web maps `icon` keys to its own icons. */
const entries: Entry[] = [
  { name: { en: 'Home', zh_hans: '首页' }, path: 'pages/tabbarPages/home/index', icon: 'home', tabtar: 1 },
  { name: { en: 'Promotion', zh_hans: '优惠' }, path: 'pages/tabbarPages/preferential/index', icon: 'promotion', tabtar: 1 },
  { name: { en: 'Customer Service', zh_hans: '客服' }, path: 'pages/service/index', icon: 'service', tabtar: 1 },
  { name: { en: 'Sponsorship', zh_hans: '赞助' }, path: 'pages/tabbarPages/sponsorship/index', icon: 'sponsorship', tabtar: 1 },
  { name: { en: 'My', zh_hans: '我的' }, path: 'pages/tabbarPages/mine/index', icon: 'mine', tabtar: 1 },
  { name: { en: 'Electronic', zh_hans: '电子' }, path: 'pages/tabbarPages/home/dz', icon: 'electronic', tabtar: 0 },
  { name: { en: 'Chess', zh_hans: '棋牌' }, path: 'pages/tabbarPages/home/qp', icon: 'chess', tabtar: 0 },
  { name: { en: 'VIP', zh_hans: 'VIP' }, path: 'pages/mine/vip', icon: 'vip', tabtar: 0 },
  { name: { en: 'Welfare', zh_hans: '福利' }, path: 'pages/mine/welfare', icon: 'welfare', tabtar: 0 },
  { name: { en: 'Invite friends', zh_hans: '邀请好友' }, path: 'pages/mine/invite', icon: 'invite', tabtar: 0 },
];

export function sideMenu(lang: Lang): SideMenuItem[] {
  return entries.map((entry, index) => ({
    id: index + 1,
    name: entry.name[lang],
    icon: entry.icon,
    path: entry.path,
    tabtar: entry.tabtar,
    sort: index + 1,
  }));
}
