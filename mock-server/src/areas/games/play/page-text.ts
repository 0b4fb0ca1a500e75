import type { Lang } from '@contracts';

/** The demo game page's own words, per language (the API refusals come from messages/). */
export const PAGE_TEXT = {
  en: {
    title: 'Demo game',
    balance: 'Venue balance',
    trialBalance: 'Play money',
    trialNote: 'Trial mode: play money only, nothing is recorded.',
    stake: 'Stake (¥)',
    spin: 'Spin',
    fire: 'Fire',
    deal: 'Play a hand',
    place: 'Place bet',
    pick: 'Your pick',
    history: 'Results',
    empty: 'No plays yet.',
    back: 'Back to the app',
    transfer: 'Transfer to this venue',
    withdraw: 'Withdraw order',
    win: 'Win',
    loss: 'No win',
    pending: 'Bet placed: it settles when the event ends.',
    closes: 'Settles at',
    statuses: ['Unfinished', 'Completed', 'Cancelled', 'Cancelled (order withdrawn)'],
    errorTitle: 'This game cannot be opened',
    network: 'Network error, please try again.',
    reels: 'Reels',
    winLine: 'Win line',
    sea: 'The sea',
    hit: 'Hit',
    miss: 'Missed',
    you: 'You',
    house: 'House',
    table: 'Table',
    waiting: 'Bets are in: waiting for the deal',
    winner: 'Winner',
    points: 'points',
    pocket: 'Pocket',
    beads: 'Beads',
    dice: 'Dice',
    home: 'Home',
    away: 'Away',
    slip: 'Bet slip',
    colon: ': ',
  },
  zh_hans: {
    title: '演示游戏',
    balance: '场馆余额',
    trialBalance: '试玩币',
    trialNote: '试玩模式：仅使用试玩币，不产生任何记录。',
    stake: '投注金额（元）',
    spin: '旋转',
    fire: '开炮',
    deal: '开一局',
    place: '确认投注',
    pick: '选择',
    history: '结果',
    empty: '还没有游戏记录。',
    back: '返回应用',
    transfer: '转账到该场馆',
    withdraw: '撤单',
    win: '赢',
    loss: '未中奖',
    pending: '投注成功：赛事结束后结算。',
    closes: '结算时间',
    statuses: ['未完成', '已完成', '已取消', '已撤单'],
    errorTitle: '无法打开该游戏',
    network: '网络错误，请重试。',
    reels: '转轴',
    winLine: '中奖线',
    sea: '海底',
    hit: '击中',
    miss: '未命中',
    you: '你',
    house: '庄家',
    table: '牌桌',
    waiting: '已下注：等待开牌',
    winner: '胜方',
    points: '点',
    pocket: '号码',
    beads: '摊珠',
    dice: '骰子',
    home: '主队',
    away: '客队',
    slip: '投注单',
    colon: '：',
  },
} satisfies Record<Lang, Record<string, string | string[]>>;

export type PageText = (typeof PAGE_TEXT)['en'];

/**
 * The app routes the page links back to (hash routes of the web app, the web's routes.ts names), relative to the page
 * at `<root>/play/<ticket>`: the app is `<root>/h5/`, where `<root>` is the server's `/` or the static demo's folder.
 */
export const APP_HOME = '../h5/#/pages/tabbarPages/home/index';
/** "Back to the app" from a game: its own page in the app (routes.gameDetail), where the player came from. */
export const appGameDetail = (game: { id: number; venueCode: string }) =>
  `../h5/#/pages/home/gameDetail?${new URLSearchParams({ id: String(game.id), venue: game.venueCode }).toString()}`;
/** The transfer hint of a short venue balance: a transfer into that venue (routes.transfer({ to })). */
export const appTransferTo = (venueCode: string) => `../h5/#/pages/mine/transfer?${new URLSearchParams({ to: venueCode }).toString()}`;
