import type { Lang } from '@contracts';

/** A word in both languages; game names are composed from two, so Chinese names are real Chinese. */
export type Word = readonly [en: string, zh: string];
export type Named = Record<Lang, string>;

export function compose(first: Word, second: Word): Named {
  return { en: `${first[0]} ${second[0]}`, zh_hans: `${first[1]}${second[1]}` };
}

export const word = (w: Word): Named => ({ en: w[0], zh_hans: w[1] });

/** Name parts per venue category (2 slots … 8 chess): every name is first + second. */
export const NAME_PARTS: Record<2 | 3 | 4 | 5 | 6 | 7 | 8, { first: readonly Word[]; second: readonly Word[] }> = {
  2: {
    first: [
      ['Golden', '黄金'],
      ['Lucky', '幸运'],
      ['Dragon', '神龙'],
      ['Phoenix', '凤凰'],
      ['Fortune', '财神'],
      ['Jade', '翡翠'],
      ['Panda', '熊猫'],
      ['Lotus', '莲花'],
      ['Tiger', '猛虎'],
      ['Emperor', '帝王'],
      ['Koi', '锦鲤'],
      ['Crystal', '水晶'],
      ['Thunder', '雷霆'],
      ['Moonlight', '月光'],
      ['Firework', '烟花'],
      ['Silk Road', '丝路'],
    ],
    second: [
      ['Reels', '转轴'],
      ['Jackpot', '奖池'],
      ['Legend', '传奇'],
      ['Palace', '宫殿'],
      ['Garden', '花园'],
      ['Festival', '盛典'],
      ['Quest', '探险'],
      ['Empire', '帝国'],
      ['Gems', '宝石'],
      ['Nights', '之夜'],
      ['Wilds', '狂欢'],
      ['Coins', '金币'],
      ['Kingdom', '王国'],
      ['Temple', '神殿'],
    ],
  },
  3: {
    first: [
      ['One-minute', '一分'],
      ['Three-minute', '三分'],
      ['Five-minute', '五分'],
      ['Speedy', '极速'],
    ],
    second: [
      ['Dice', '快三'],
      ['Five Digits', '时时彩'],
      ['Racing', '赛车'],
      ['Lucky 28', '幸运28'],
    ],
  },
  4: {
    first: [
      ['Kingdom Clash', '王国冲突'],
      ['Star Legends', '星际传说'],
      ['Mecha Arena', '机甲竞技'],
      ['Shadow Tactics', '暗影战术'],
      ['Dragon Rift', '龙之裂隙'],
    ],
    second: [
      ['League', '联赛'],
      ['Cup', '杯赛'],
      ['Masters', '大师赛'],
      ['Live', '滚球'],
    ],
  },
  5: {
    first: [
      ['Classic', '经典'],
      ['Speed', '极速'],
      ['Squeeze', '咪牌'],
      ['VIP', '贵宾'],
      ['Lightning', '闪电'],
      ['Golden', '黄金'],
    ],
    second: [
      ['Baccarat', '百家乐'],
      ['Dragon Tiger', '龙虎'],
      ['Roulette', '轮盘'],
      ['Sic Bo', '骰宝'],
      ['Blackjack', '二十一点'],
      ['Bull Bull', '牛牛'],
      ['Fan Tan', '番摊'],
    ],
  },
  6: {
    first: [
      ['Ocean', '海洋'],
      ['Golden', '黄金'],
      ['Dragon King', '龙王'],
      ['Mermaid', '美人鱼'],
      ['Deep Sea', '深海'],
      ['Thunder', '雷霆'],
      ['Coral', '珊瑚'],
      ['Pirate', '海盗'],
    ],
    second: [
      ['Fishing', '捕鱼'],
      ['Hunter', '猎手'],
      ['Fishing King', '捕鱼王'],
      ['Treasure Hunt', '寻宝'],
      ['Party', '派对'],
    ],
  },
  7: {
    first: [
      ['Football', '足球'],
      ['Basketball', '篮球'],
      ['Tennis', '网球'],
      ['Volleyball', '排球'],
      ['Badminton', '羽毛球'],
      ['Table Tennis', '乒乓球'],
      ['Baseball', '棒球'],
      ['Ice Hockey', '冰球'],
      ['Snooker', '斯诺克'],
      ['Rugby', '橄榄球'],
    ],
    second: [
      ['Live', '滚球'],
      ['Today', '今日'],
      ['Early', '早盘'],
      ['Parlay', '串关'],
    ],
  },
  8: {
    first: [
      ['Classic', '经典'],
      ['Speed', '极速'],
      ['Tournament', '竞技'],
      ['Royal', '皇家'],
      ['Happy', '欢乐'],
      ['Master', '大师'],
      ['Grand', '至尊'],
      ['Two-player', '二人'],
    ],
    second: [
      ["Texas Hold'em", '德州扑克'],
      ['Fight the Landlord', '斗地主'],
      ['Mahjong', '麻将'],
      ['Banker Bull', '抢庄牛牛'],
      ['Three Cards', '炸金花'],
      ['Blackjack', '21点'],
      ['Pai Gow', '牌九'],
      ['Sangong', '三公'],
      ['Rummy', '拉米'],
      ['Big Two', '锄大地'],
    ],
  },
};

/** Sports clubs and esports teams of the demo fixtures (invented). */
export const CLUBS: readonly Word[] = [
  ['Harbour City', '港城'],
  ['Northport', '北港'],
  ['Riverside', '河畔'],
  ['Jade Valley', '玉谷'],
  ['Eastbay', '东湾'],
  ['Pine Hills', '松山'],
  ['Golden Coast', '金岸'],
  ['Stone Bridge', '石桥'],
  ['Lakeside', '湖滨'],
  ['Red Cliff', '赤壁'],
  ['West Gate', '西门'],
  ['Cloud Peak', '云峰'],
];
export const TEAMS: readonly Word[] = [
  ['Storm Wolves', '风暴狼队'],
  ['Iron Tigers', '钢铁虎队'],
  ['Night Owls', '夜枭战队'],
  ['Blue Comets', '蓝彗星队'],
  ['Crimson Foxes', '赤狐战队'],
  ['Silver Hawks', '银鹰战队'],
  ['Thunder Cats', '雷猫战队'],
  ['Frost Giants', '霜巨人队'],
];

/** Fish of the fishing games, with the multiplier a hit pays. */
export const FISH: ReadonlyArray<{ name: Word; multiplier: number }> = [
  { name: ['Clownfish', '小丑鱼'], multiplier: 2 },
  { name: ['Pufferfish', '河豚'], multiplier: 3 },
  { name: ['Sea Turtle', '海龟'], multiplier: 5 },
  { name: ['Swordfish', '剑鱼'], multiplier: 10 },
  { name: ['Golden Shark', '金鲨'], multiplier: 30 },
];
