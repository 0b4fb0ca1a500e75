import { PartnerKind } from '@contracts/common/partners';
import type { Bilingual } from '../help';
import type { GalleryPicture, PartnerLogo } from './schemas';

const K = PartnerKind.enum;

export interface PartnerDefinition {
  id: number;
  kind: PartnerKind;
  name: Bilingual;
  summary: Bilingual;
  role: Bilingual;
  content: Bilingual;
  logo: PartnerLogo;
  gallery: GalleryPicture[];
  /** Its first and last platform day, in days from the world's start date (last null: no end agreed). */
  firstDay: number;
  lastDay: number | null;
}

/** The seeded partners: invented clubs, teams and events (no real brands), current, upcoming and past. */
export const PARTNERS: readonly PartnerDefinition[] = [
  {
    id: 1,
    kind: K.club,
    name: { en: 'Harbour City Mariners FC', zh_hans: '海港城水手足球俱乐部' },
    role: { en: 'Principal shirt sponsor', zh_hans: '球衣主赞助商' },
    summary: {
      en: "The city's oldest football club, back in the top flight after a decade. Our star is on their shirts.",
      zh_hans: '城中历史最悠久的足球俱乐部，时隔十年重返顶级联赛。我们的星标印在他们的球衣上。',
    },
    content: {
      en:
        '<p>Founded by dock workers in 1908, the <strong>Mariners</strong> play in blue and white by the old harbour. Since last summer Star Harbour has been their principal shirt sponsor.</p>' +
        "<h3>Together we</h3><ul><li>fund the youth academy's under-12 and under-15 squads;</li><li>light the training pitch for the community league three nights a week;</li><li>invite 200 local schoolchildren to every home match.</li></ul>" +
        '<p>Match tickets are sold by the club, not on this platform.</p>',
      zh_hans:
        '<p><strong>水手</strong>由码头工人于 1908 年创立，身着蓝白球衣，主场就在老港口旁。自去年夏天起，星港娱乐成为球队的球衣主赞助商。</p>' +
        '<h3>我们一起</h3><ul><li>资助青训学院 U12 与 U15 梯队；</li><li>每周三晚为社区联赛点亮训练场灯光；</li><li>每个主场邀请 200 名本地学生观赛。</li></ul>' +
        '<p>比赛门票由俱乐部发售，本平台不出售门票。</p>',
    },
    logo: { shape: 'shield', emblem: 'ball', colours: ['#1e3a8a', '#e0f2fe'] },
    gallery: [
      { scene: 'pitch', caption: { en: "The Mariners' home pitch by the harbour", zh_hans: '港口旁的水手主场' } },
      { scene: 'crowd', caption: { en: 'Blue and white in the north stand', zh_hans: '北看台的蓝白人潮' } },
      { scene: 'trophy', caption: { en: 'The promotion trophy of last season', zh_hans: '上赛季的升级奖杯' } },
    ],
    firstDay: -500,
    lastDay: 400,
  },
  {
    id: 2,
    kind: K.team,
    name: { en: 'Jade Dragon Esports', zh_hans: '翡翠龙电子竞技' },
    role: { en: 'Official gaming partner', zh_hans: '官方游戏合作伙伴' },
    summary: {
      en: 'Five players, one jersey: the esports team that went from a net café to the continental finals.',
      zh_hans: '五名选手，一件战袍：从网吧走到洲际总决赛的电竞战队。',
    },
    content: {
      en:
        '<p><strong>Jade Dragon</strong> began in a net café in 2019. Today the team trains full time and plays the continental league. Star Harbour is its official gaming partner, with no end date agreed.</p>' +
        "<h3>Together we</h3><ul><li>run an open qualifier for amateur teams each season;</li><li>stream training sessions with commentary in Chinese and English;</li><li>support the players' health programme: sleep, sight and posture.</li></ul>",
      zh_hans:
        '<p><strong>翡翠龙</strong> 2019 年起步于一家网吧，如今已是全职训练、征战洲际联赛的战队。星港娱乐是其官方游戏合作伙伴，合作长期有效。</p>' +
        '<h3>我们一起</h3><ul><li>每个赛季举办面向业余战队的公开预选赛；</li><li>以中英双语解说直播训练；</li><li>支持选手健康计划：睡眠、视力与坐姿。</li></ul>',
    },
    logo: { shape: 'hexagon', emblem: 'controller', colours: ['#065f46', '#a7f3d0'] },
    gallery: [
      { scene: 'arena', caption: { en: 'Jade Dragon on stage at the continental finals', zh_hans: '翡翠龙登上洲际总决赛舞台' } },
      { scene: 'crowd', caption: { en: 'Fans in green at the arena', zh_hans: '场馆里的绿色应援' } },
    ],
    firstDay: -200,
    lastDay: null,
  },
  {
    id: 3,
    kind: K.team,
    name: { en: 'Silver Bay Sharks', zh_hans: '银湾鲨鱼篮球队' },
    role: { en: 'Official sponsor', zh_hans: '官方赞助商' },
    summary: {
      en: "Fast breaks and full houses: the basketball team of the bay has the league's best home record.",
      zh_hans: '快攻与满座：海湾之队拥有联赛最佳主场战绩。',
    },
    content: {
      en:
        '<p>The <strong>Sharks</strong> fill their 6,000-seat hall every home game. Star Harbour sponsors the team for this season and the next.</p>' +
        '<h3>Together we</h3><ul><li>refurbished four public courts along the bay;</li><li>hold free weekend clinics for girls and boys aged 8 to 14.</li></ul>',
      zh_hans:
        '<p><strong>鲨鱼队</strong>每个主场都坐满 6,000 座的球馆。星港娱乐赞助本赛季及下赛季。</p>' +
        '<h3>我们一起</h3><ul><li>翻新了海湾沿岸的四个公共球场；</li><li>周末为 8 至 14 岁的孩子举办免费训练营。</li></ul>',
    },
    logo: { shape: 'roundel', emblem: 'fin', colours: ['#334155', '#cbd5e1'] },
    gallery: [
      { scene: 'court', caption: { en: "The Sharks' home court before tip-off", zh_hans: '开赛前的鲨鱼队主场' } },
      { scene: 'trophy', caption: { en: 'The cup final trophy', zh_hans: '杯赛决赛奖杯' } },
    ],
    firstDay: -120,
    lastDay: 245,
  },
  {
    id: 4,
    kind: K.event,
    name: { en: 'Star Harbour Night Run', zh_hans: '星港夜跑' },
    role: { en: 'Title sponsor', zh_hans: '冠名赞助商' },
    summary: {
      en: 'Ten kilometres along the waterfront after dark, with the harbour lights for company.',
      zh_hans: '夜色中沿海滨奔跑十公里，港湾灯火一路相伴。',
    },
    content: {
      en:
        '<p>The first <strong>Star Harbour Night Run</strong> starts at 20:00 from the ferry pier: a 10 km course and a 3 km family loop, both closed to traffic.</p>' +
        '<ul><li>Registration is through the organisers; places are limited to 5,000 runners.</li><li>Every finisher gets a medal; entry fees go to the harbour lifeboat service.</li></ul>',
      zh_hans:
        '<p>首届<strong>星港夜跑</strong>于晚上 20:00 从渡轮码头出发：10 公里赛道和 3 公里亲子环线，全程封闭交通。</p>' +
        '<ul><li>请通过主办方报名，名额限 5,000 人。</li><li>完赛者均获奖牌；报名费捐赠港口救生艇服务。</li></ul>',
    },
    logo: { shape: 'roundel', emblem: 'runner', colours: ['#7c2d12', '#fed7aa'] },
    gallery: [{ scene: 'runners', caption: { en: 'The waterfront course at night', zh_hans: '夜色中的海滨赛道' } }],
    firstDay: 20,
    lastDay: 20,
  },
  {
    id: 5,
    kind: K.event,
    name: { en: 'Eastern Sails Regatta', zh_hans: '东方风帆赛' },
    role: { en: 'Presenting partner', zh_hans: '呈献合作伙伴' },
    summary: {
      en: "Forty yachts, three days, one bay. Our partnership with the regatta ended after this year's race.",
      zh_hans: '四十艘帆船，三天赛程，一片海湾。我们与风帆赛的合作已于今年赛事后结束。',
    },
    content: {
      en:
        "<p>For two seasons Star Harbour presented the <strong>Eastern Sails Regatta</strong>. Our partnership ended after this year's race; thank you to every crew and volunteer.</p>" +
        '<p>Together we trained 120 young sailors and bought two rescue boats for the sailing club.</p>',
      zh_hans:
        '<p>星港娱乐连续两季呈献<strong>东方风帆赛</strong>。合作已于今年赛事后结束，感谢每一支船队和每一位志愿者。</p>' +
        '<p>我们一起培训了 120 名青少年帆船手，并为帆船俱乐部添置了两艘救援艇。</p>',
    },
    logo: { shape: 'shield', emblem: 'sail', colours: ['#0c4a6e', '#bae6fd'] },
    gallery: [
      { scene: 'boats', caption: { en: 'The fleet at the start line', zh_hans: '起航线上的船队' } },
      { scene: 'trophy', caption: { en: "The regatta's silver bowl", zh_hans: '风帆赛银碗奖杯' } },
    ],
    firstDay: -400,
    lastDay: -30,
  },
];
