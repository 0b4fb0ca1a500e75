/**
 * Every app path, written once (spec §2 names, hash routes, parameters in the query string):
 * `routes.transfer({ to: 'ag_slots' })` is a link, `routes.transfer.path` the route table's pattern.
 * Plumbing and features link through this registry, never with a path of their own.
 */
type Query = Record<string, string | number | undefined>;

export interface AppRoute<Q extends Query> {
  (query?: Q): string;
  readonly path: string;
}

function route<Q extends Query = Record<string, never>>(path: string): AppRoute<Q> {
  const link = (query?: Q) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return Object.assign(link, { path });
}

type LotteryQuery = { lotteryId?: number };

const tab = (area: string, page = 'index') => `/pages/tabbarPages/${area}/${page}`;
const mine = <Q extends Query = Record<string, never>>(name: string) => route<Q>(`/pages/mine/${name}`);
const home = <Q extends Query = Record<string, never>>(name: string) => route<Q>(`/pages/home/${name}`);

export const routes = {
  home: route(tab('home')),
  electronic: route(tab('home', 'dz')),
  chess: route(tab('home', 'qp')),
  promotions: route(tab('preferential')),
  sponsorship: route(tab('sponsorship')),
  mine: route(tab('mine')),
  login: route<{ redirect?: string }>('/pages/userPages/login'),
  /** `inviteCode`: the invitation link's code, filled into the form (other/getUserInvite builds the link). */
  register: route<{ redirect?: string; inviteCode?: string }>('/pages/userPages/register'),
  /** A way back into an account whose password is forgotten: username and bound mobile, a code, a new password. */
  forgotPassword: route('/pages/userPages/forgotPassword'),
  promotionDetail: route<{ id?: number }>('/pages/preferential/detail'),
  sponsorshipDetail: route<{ id?: number }>('/pages/sponsorship/detail'),
  service: route('/pages/service/index'),
  feedback: route('/pages/service/feedback'),
  myFeedback: route('/pages/service/myFeedback'),
  feedbackDetail: route<{ id?: number }>('/pages/service/feedbackDetail'),
  recharge: mine('recharge'),
  transfer: mine<{ to?: string }>('transfer'),
  collect: mine('collect'),
  withdrawal: mine('withdrawal'),
  addBankCard: mine('addBankCard'),
  addUSDT: mine('addUSDT'),
  addWallet: mine('addWallet'),
  personData: mine('personData'),
  settings: mine('set'),
  updatePassword: mine('updatePwd'),
  /** Bound mobile and email, the devices with an open session, "log out the others". */
  security: mine('security'),
  transactionRecord: mine('transactionRecord'),
  transactionHistory: mine('transactionHistory'),
  transactionDetail: mine<{ orderNo: string }>('transactionDetail'),
  betRecord: mine('betRecord'),
  betDetail: mine<{ orderNo: string }>('betDetail'),
  accountManagement: mine('accountManagement'),
  redemptionRecord: mine('redemptionRecord'),
  invite: mine('invite'),
  joinUs: mine('joinOur'),
  notify: mine('notify'),
  notifyDetail: mine<{ id: number }>('notifyXq'),
  /** Without `id`, the help centre's categories; with `id`, that article (spec §2 has no article route). */
  helpCenter: mine<{ id?: number }>('helpCenter'),
  /** With `doc`, the user agreement or the privacy notice instead of the about page (spec §2 has no route for them). */
  about: mine<{ doc?: 'agreement' | 'privacy' }>('about'),
  vip: mine('vip'),
  vipDetail: mine('vipDetail'),
  welfare: mine('welfare'),
  interest: mine('interest'),
  /** Player protection: deposit and loss limits, reality checks, time-out, self-exclusion (an extension of spec §2). */
  responsibleGaming: mine<{ section?: 'limits' | 'realityCheck' | 'timeOut' | 'exclusion' }>('responsibleGaming'),
  /** The monthly activity statement of the last 6 months (an extension of spec §2). */
  activityStatement: mine('activityStatement'),
  pay: home<{ orderNo: string }>('pay'),
  kefu: home('kefu'),
  gameDetail: home<{ id: number; venue?: string }>('gameDetail'),
  gameRecord: home<{ venue?: string }>('record'),
  orderRecord: home('orderRecord'),
  taskRecords: home('taskRecords'),
  fastFood: home('fastFood'),
  /** The lottery rooms: without `lotteryId`, the first lottery of the page's type (dice, five digits, colour). */
  gameA: home<LotteryQuery>('gameA'),
  gameB: home<LotteryQuery>('gameB'),
  gameNew: home<LotteryQuery>('gamenew'),
  /** With `lotteryId`, that lottery's room (any type, board from caipiao/getOption); without, the lottery hall. */
  game: home<LotteryQuery>('game'),
  search: home('search'),
  offline: route('/pages/networkError/networkError'),
  chooseLocation: route('/pages/system/choose-location'),
  openLocation: route('/pages/system/open-location'),
};

export type RouteName = keyof typeof routes;

/** The i18n key of a route's name: the path after "/pages/" ("mine/recharge"). */
export const titleKeyOf = (path: string) => path.replace(/^\/pages\//, '');

/** Only in-app hash paths may be redirect targets (no "//host" or "https:" open redirects). */
export function safeRedirect(target: string | null | undefined, fallback: string = routes.mine.path): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if ([routes.login, routes.register, routes.forgotPassword].some((page) => target.startsWith(page.path))) return fallback;
  return target;
}

/** The current hash route ("/pages/mine/recharge?x=1"), used as a redirect target. */
export function currentHashPath(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return hash || '/';
}

/**
 * "Relaunch" (the spec's word, from the native runtime): replace the current entry so Back does not
 * return to a page that just lost its session.
 */
export function relaunch(path: string) {
  window.location.replace(`#${path}`);
}
