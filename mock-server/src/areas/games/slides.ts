import { toPlatformIso, type Lang } from '@contracts';
import type { Bulletin } from '@contracts/games/catalog';
import type { Slide, SlideLink } from '@contracts/frontpage/home';
import { catalogueFor } from './catalogue';
import type { VisitorCtx } from '../../core/domain-ctx';

export interface BannerDefinition {
  id: number;
  title: Record<Lang, string>;
  subtitle: Record<Lang, string>;
  /** Two gradient colours of the generated SVG. */
  colours: readonly [string, string];
}

/** Banner art is generated per language (the title is drawn in the image, and is its alt text). */
export const BANNERS: readonly BannerDefinition[] = [
  {
    id: 1,
    title: { en: 'First deposit bonus', zh_hans: '首存优惠' },
    subtitle: { en: 'New members get up to 100% extra', zh_hans: '新会员最高赠送 100%' },
    colours: ['#c2185b', '#ff8a65'],
  },
  {
    id: 2,
    title: { en: 'Hot game of the week', zh_hans: '本周热门游戏' },
    subtitle: { en: 'Spin it now', zh_hans: '立即开玩' },
    colours: ['#283593', '#26c6da'],
  },
  {
    id: 3,
    title: { en: 'Daily rebate', zh_hans: '每日返水' },
    subtitle: { en: 'Up to 1.2% on every valid bet', zh_hans: '有效投注最高返 1.2%' },
    colours: ['#1b5e20', '#9ccc65'],
  },
  {
    id: 4,
    title: { en: 'VIP privileges', zh_hans: 'VIP 专属特权' },
    subtitle: { en: 'Weekly red packets and birthday gifts', zh_hans: '每周红包与生日礼金' },
    colours: ['#4a148c', '#ffb300'],
  },
  {
    id: 5,
    title: { en: 'Play responsibly', zh_hans: '理性娱乐' },
    subtitle: { en: 'Players must be over 18', zh_hans: '玩家须年满 18 周岁' },
    colours: ['#37474f', '#90a4ae'],
  },
];

export function bannerUrl(id: number, lang: Lang): string {
  return `/assets/banners/${lang}/${id}.svg`;
}

/** The home banners: promotions (ids of the promotions catalogue), the most popular hot game, VIP, and a plain one. */
export function slideshow(ctx: VisitorCtx): Slide[] {
  const { world, lang } = ctx;
  const hottest = [...catalogueFor(world.seed).games].filter((g) => g.hot).sort((a, b) => b.popularity - a.popularity)[0];
  const links: Record<number, SlideLink> = {
    1: { type: 1, promotionId: 1 },
    2: hottest ? { type: 2, gameId: hottest.id } : { type: 0 },
    3: { type: 1, promotionId: 3 },
    4: { type: 3, url: '/pages/mine/vip' },
    5: { type: 0 },
  };
  return BANNERS.map((b) => ({
    id: b.id,
    image: bannerUrl(b.id, lang),
    title: b.id === 2 && hottest ? `${b.title[lang]}: ${hottest.name[lang]}` : b.title[lang],
    link: links[b.id] ?? { type: 0 },
  }));
}

export function bulletins(ctx: VisitorCtx): Bulletin[] {
  const { world, now: nowMs, lang } = ctx;
  return world.db.bulletins
    .findMany()
    .filter((b) => b.publishedAt <= nowMs)
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((b) => ({ id: b.id, text: lang === 'en' ? b.textEn : b.textZh, publishedAt: toPlatformIso(b.publishedAt) }));
}
