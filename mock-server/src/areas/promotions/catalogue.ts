import { PromotionClass } from '@contracts/promotions/activity';
import type { Bilingual } from '../help';
import { HOSTILE_CONTENT } from './hostile-content';
import { CONTENT } from './rich-texts';
import type { BannerArt, InfoTerms, PromotionRule } from './schemas';

const C = PromotionClass.enum;

export interface PromotionDefinition {
  id: number;
  classId: Exclude<PromotionClass, 0>;
  title: Bilingual;
  subtitle: Bilingual;
  content: Bilingual;
  art: BannerArt;
  /** Its first and last platform day, in days from the world's start date (last null: until further notice). */
  firstDay: number;
  lastDay: number | null;
  rule: PromotionRule | null;
  infoTerms: InfoTerms | null;
  turnoverMultiple: number;
  link: string | null;
}

/**
 * The seeded catalogue (invented, believable): every class, running, upcoming and recently ended ones, with and
 * without an apply action. Ids 1 and 3 are the home banners' promotions (games/slides.ts); keep them.
 */
export const PROMOTIONS: readonly PromotionDefinition[] = [
  {
    id: 1,
    classId: C.firstDeposit,
    title: { en: 'New member first deposit bonus', zh_hans: '新会员首存优惠' },
    subtitle: { en: '100% of your first deposit, up to ¥888.00', zh_hans: '首存送 100%，最高 ¥888.00' },
    content: CONTENT[1]!,
    art: { motif: 'gift', colours: ['#c2185b', '#ff8a65'] },
    firstDay: -60,
    lastDay: null,
    rule: { kind: 'firstDeposit', percent: 100, capFen: 888_00, minDepositFen: 100_00, withinDays: 7 },
    infoTerms: null,
    turnoverMultiple: 10,
    link: null,
  },
  {
    id: 2,
    classId: C.limitedTime,
    title: { en: 'Harbour Lights Festival', zh_hans: '港湾灯火节' },
    subtitle: { en: 'Deposit ¥1,000.00 during the festival, get ¥58.00', zh_hans: '活动期间累计存款 ¥1,000.00 送 ¥58.00' },
    content: CONTENT[2]!,
    art: { motif: 'lantern', colours: ['#7f1d1d', '#f59e0b'] },
    firstDay: -3,
    lastDay: 7,
    rule: { kind: 'depositInPeriod', minFen: 1_000_00, bonusFen: 58_00 },
    infoTerms: null,
    turnoverMultiple: 5,
    link: null,
  },
  {
    id: 3,
    classId: C.highRebate,
    title: { en: 'Daily rebate up to 1.2%', zh_hans: '每日返水最高 1.2%' },
    subtitle: { en: "1.2% of yesterday's valid bets, every day", zh_hans: '每天领取昨日有效投注的 1.2%' },
    content: CONTENT[3]!,
    art: { motif: 'rebate', colours: ['#1b5e20', '#9ccc65'] },
    firstDay: -90,
    lastDay: null,
    rule: { kind: 'betRebate', window: 'day', rateBp: 120, minBetFen: 100_00, capFen: 2_888_00 },
    infoTerms: null,
    turnoverMultiple: 1,
    link: null,
  },
  {
    id: 4,
    classId: C.daily,
    title: { en: 'Daily reload bonus', zh_hans: '每日存款彩金' },
    subtitle: { en: 'Deposit ¥300.00 today, get ¥18.00', zh_hans: '当日存款满 ¥300.00 送 ¥18.00' },
    content: CONTENT[4]!,
    art: { motif: 'calendar', colours: ['#0d47a1', '#42a5f5'] },
    firstDay: -30,
    lastDay: null,
    rule: { kind: 'depositToday', minFen: 300_00, bonusFen: 18_00 },
    infoTerms: null,
    turnoverMultiple: 3,
    link: null,
  },
  {
    id: 5,
    classId: C.vip,
    title: { en: 'VIP weekly boost', zh_hans: 'VIP 每周加码' },
    subtitle: { en: 'VIP3 and above: ¥88.00 every week', zh_hans: 'VIP3 及以上每周领 ¥88.00' },
    content: CONTENT[5]!,
    art: { motif: 'crown', colours: ['#4a148c', '#ffb300'] },
    firstDay: -14,
    lastDay: 45,
    rule: { kind: 'vipLevel', minLevel: 3, bonusFen: 88_00 },
    infoTerms: null,
    turnoverMultiple: 1,
    link: null,
  },
  {
    id: 6,
    classId: C.vip,
    title: { en: 'VIP privileges', zh_hans: 'VIP 专属特权' },
    subtitle: { en: 'Red packets and gifts that grow with your level', zh_hans: '红包与礼金随等级提升' },
    content: CONTENT[6]!,
    art: { motif: 'chart', colours: ['#311b92', '#7e57c2'] },
    firstDay: -200,
    lastDay: null,
    rule: null,
    infoTerms: {
      reward: {
        en: 'A weekly red packet, a level-up gift, a monthly exclusive gift and a birthday gift, by VIP level',
        zh_hans: '按 VIP 等级发放每周红包、晋级礼金、每月专属礼金和生日礼金',
      },
      eligibility: { en: 'Every player from VIP1; claimed on the VIP page', zh_hans: 'VIP1 及以上玩家，在 VIP 页面领取' },
    },
    turnoverMultiple: 1,
    link: '/pages/mine/vip',
  },
  {
    id: 7,
    classId: C.limitedTime,
    title: { en: 'New Year countdown', zh_hans: '新年倒计时' },
    subtitle: { en: 'Deposit ¥2,000.00 during the event, get ¥128.00', zh_hans: '活动期间累计存款 ¥2,000.00 送 ¥128.00' },
    content: CONTENT[7]!,
    art: { motif: 'fireworks', colours: ['#1a237e', '#ec407a'] },
    firstDay: 10,
    lastDay: 45,
    rule: { kind: 'depositInPeriod', minFen: 2_000_00, bonusFen: 128_00 },
    infoTerms: null,
    turnoverMultiple: 5,
    link: null,
  },
  {
    id: 8,
    classId: C.limitedTime,
    title: { en: 'Mid-Autumn moon festival', zh_hans: '中秋赏月节' },
    subtitle: { en: 'Deposit ¥500.00 during the event, get ¥28.00', zh_hans: '活动期间累计存款 ¥500.00 送 ¥28.00' },
    content: CONTENT[8]!,
    art: { motif: 'moon', colours: ['#263238', '#ffa000'] },
    firstDay: -20,
    lastDay: -5,
    rule: { kind: 'depositInPeriod', minFen: 500_00, bonusFen: 28_00 },
    infoTerms: null,
    turnoverMultiple: 3,
    link: null,
  },
  {
    id: 9,
    classId: C.daily,
    title: { en: 'Harbour trivia week', zh_hans: '港湾知识周' },
    subtitle: { en: 'Five questions about Star Harbour, answers inside', zh_hans: '关于星港娱乐的五道题，答案就在文中' },
    content: HOSTILE_CONTENT,
    art: { motif: 'scroll', colours: ['#006064', '#4dd0e1'] },
    firstDay: -2,
    lastDay: 5,
    rule: null,
    infoTerms: {
      reward: { en: 'No bonus: a quiz for fun', zh_hans: '无奖金，仅供娱乐的小测验' },
      eligibility: { en: 'Everyone, no login needed', zh_hans: '所有人，无需登录' },
    },
    turnoverMultiple: 0,
    link: null,
  },
  {
    id: 10,
    classId: C.highRebate,
    title: { en: 'Weekly high-roller rebate', zh_hans: '每周高额返水' },
    subtitle: { en: "0.8% of last week's valid bets from ¥5,000.00", zh_hans: '上周有效投注满 ¥5,000.00 返 0.8%' },
    content: CONTENT[10]!,
    art: { motif: 'rebate', colours: ['#004d40', '#26a69a'] },
    firstDay: -120,
    lastDay: null,
    rule: { kind: 'betRebate', window: 'week', rateBp: 80, minBetFen: 5_000_00, capFen: 3_888_00 },
    infoTerms: null,
    turnoverMultiple: 1,
    link: null,
  },
  {
    id: 11,
    classId: C.firstDeposit,
    title: { en: 'Newcomer sign-in ladder', zh_hans: '新人签到阶梯' },
    subtitle: { en: 'Sign in 7 days in a row for ¥43.00 in total', zh_hans: '连续签到 7 天，累计领取 ¥43.00' },
    content: CONTENT[11]!,
    art: { motif: 'ladder', colours: ['#e65100', '#ffca28'] },
    firstDay: -45,
    lastDay: null,
    rule: null,
    infoTerms: {
      reward: { en: '¥1.00 to ¥18.00 a day, ¥43.00 for seven days in a row', zh_hans: '每天 ¥1.00 至 ¥18.00，连续 7 天共 ¥43.00' },
      eligibility: { en: 'Every player; signed in on the Welfare page, once a day', zh_hans: '所有玩家，在福利页面每天签到一次' },
    },
    turnoverMultiple: 1,
    link: '/pages/mine/welfare',
  },
];
