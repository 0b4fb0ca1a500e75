import type { Lang } from '@contracts';
import { feedbackTypeLabels } from '@contracts/feedback/feedback';

type Labelled = readonly [value: number, en: string, zh: string];

/**
 * Labelled enumerations in both languages. The numbers are the wire values the contract uses
 * (FeedbackType, Gender, bet status of DESIGN.md §3 …).
 */
const dictionaries: Record<string, readonly Labelled[]> = {
  // The contract's one table (the feedback form and pages read it too).
  feedbackType: Object.entries(feedbackTypeLabels).map(([value, label]) => [Number(value), label.en, label.zh_hans] as const),
  betStatus: [
    [0, 'Unfinished', '未完成'],
    [1, 'Completed', '已完成'],
    [2, 'Cancelled', '已取消'],
    [3, 'Cancelled (order withdrawn)', '已撤单'],
  ],
  gender: [
    [1, 'Male', '男'],
    [2, 'Female', '女'],
  ],
  tradeType: [
    [1, 'Deposit', '存款'],
    [2, 'Withdrawal', '取款'],
    [3, 'Transfer', '转账'],
    [4, 'Bonus', '优惠'],
    [5, 'Rebate', '返水'],
    [6, 'Interest', '利息'],
    [7, 'Adjustment', '调整'],
  ],
  gameCategory: [
    [1, 'Hot', '热门'],
    [2, 'Slots', '电子'],
    [3, 'Lottery', '彩票'],
    [4, 'Esports', '电竞'],
    [5, 'Live Video', '视讯'],
    [6, 'Fishing', '捕鱼'],
    [7, 'Sports', '体育'],
    [8, 'Chess', '棋牌'],
  ],
  orderStatus: [
    [0, 'Pending', '处理中'],
    [1, 'Approved', '成功'],
    [2, 'Rejected', '失败'],
  ],
};

export function sysDictionary(lang: Lang, type?: string) {
  return Object.entries(dictionaries)
    .filter(([name]) => type === undefined || name === type)
    .flatMap(([name, entries]) => entries.map(([value, en, zh]) => ({ type: name, value, label: lang === 'en' ? en : zh })));
}
