import { paginate, platformDate, startOfPlatformDay, toPlatformIso, type PageQuery } from '@contracts';
import {
  FEEDBACK_DAILY_MAX,
  FeedbackOrderKind,
  FeedbackStatus,
  feedbackOrderKindLabels,
  feedbackTypeLabels,
  orderKindsFor,
  type FeedbackDetail,
  type FeedbackSummary,
} from '@contracts/feedback/feedback';
import { FEEDBACK_ORDER_DAYS, type FeedbackForm, type FeedbackType } from '@contracts/rules/feedback';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { ownUpload } from '../content';
import { orderAge, playerOrders, recentOrders } from './orders';
import { FEEDBACK_REPLY_MS } from './reply';
import type { FeedbackRecord } from './schemas';

const EXCERPT_CHARS = 40;

/** feedback/getOrder: without a type, every kind of order. */
export const ordersFor = (ctx: DomainCtx, type: FeedbackType | undefined) =>
  recentOrders(ctx, type === undefined ? FeedbackOrderKind.options : orderKindsFor[type]);

/**
 * The related order, when named: the player's own (else "not one of your orders", whoever owns it), of
 * the past 7 days, of a kind that fits the type. Answers its number as the order itself spells it.
 */
function checkOrder(ctx: DomainCtx, type: FeedbackType, orderNo: string): string | DomainError {
  const found = playerOrders(ctx).find((o) => o.order.orderNo.toLowerCase() === orderNo.toLowerCase());
  const age = found ? orderAge(ctx.now, found.atMs) : 'future';
  if (!found || age === 'future') return fail('feedback.orderUnknown', { orderNo });
  if (age === 'tooOld') return fail('feedback.orderTooOld', { orderNo: found.order.orderNo, days: FEEDBACK_ORDER_DAYS });
  if (!orderKindsFor[type].includes(found.order.kind)) {
    return fail('feedback.orderType', {
      orderNo: found.order.orderNo,
      kind: feedbackOrderKindLabels[found.order.kind][ctx.lang],
      type: feedbackTypeLabels[type][ctx.lang],
    });
  }
  return found.order.orderNo;
}

/** Each image one of the player's own uploads, none twice: answered as the URLs the upload records give. */
function checkImages(ctx: DomainCtx, images: readonly string[]): string[] | DomainError {
  const urls: string[] = [];
  for (const [index, image] of images.entries()) {
    const url = ownUpload(ctx.world, ctx.player.uid, image)?.url;
    if (!url) return fail('feedback.imageNotOwn', { n: index + 1 });
    if (urls.includes(url)) return fail('feedback.imageTwice', { n: index + 1 });
    urls.push(url);
  }
  return urls;
}

/** feedback/submit: the checks of the contract's summary, then one pending case the clock answers after the reply delay. */
export async function submitFeedback(ctx: DomainCtx, form: FeedbackForm): Promise<{ id: number; createdAt: string } | DomainError> {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const dayStart = startOfPlatformDay(platformDate(now));
  const today = world.db.feedback.findMany((q) => q.where((f) => f.uid === uid && f.createdAt >= dayStart));
  if (today.length >= FEEDBACK_DAILY_MAX) return fail('feedback.dailyLimit', { max: FEEDBACK_DAILY_MAX });
  // A blank order number (the form's "no related order") names no order.
  const orderNo = form.orderNo ? checkOrder(ctx, form.type, form.orderNo) : null;
  if (isDomainError(orderNo)) return orderNo;
  const images = checkImages(ctx, form.images);
  if (isDomainError(images)) return images;
  const record = await world.db.feedback.create({
    id: nextId(world),
    uid,
    type: form.type,
    orderNo,
    description: form.description,
    images,
    status: FeedbackStatus.enum.pending,
    createdAt: now,
    dueAt: now + FEEDBACK_REPLY_MS,
    finishedAt: null,
    reply: null,
  });
  return { id: record.id, createdAt: toPlatformIso(record.createdAt) };
}

const nextId = (world: World) => world.db.feedback.findMany().reduce((max, f) => Math.max(max, f.id), 0) + 1;

function excerpt(text: string): string {
  const chars = [...text];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS - 1).join('')}…` : text;
}

/** What the list and the detail both show. */
function heading(f: FeedbackRecord) {
  return {
    id: f.id,
    type: f.type,
    status: f.status,
    createdAt: toPlatformIso(f.createdAt),
    repliedAt: f.finishedAt === null ? null : toPlatformIso(f.finishedAt),
  };
}

const summary = (f: FeedbackRecord): FeedbackSummary => ({ ...heading(f), excerpt: excerpt(f.description) });

/** feedback/list: the player's own, newest first (ties: the later id), optionally one status, paged. */
export function feedbackList(ctx: DomainCtx, input: PageQuery & { status?: FeedbackStatus | undefined }) {
  const {
    world,
    player: { uid },
  } = ctx;
  const all = world.db.feedback
    .findMany((q) => q.where((f) => f.uid === uid && (input.status === undefined || f.status === input.status)))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const page = paginate(all, input);
  return { ...page, list: page.list.map(summary) };
}

/** feedback/detail: the player's own entry only; another player's id reads as one that does not exist. */
export function feedbackDetail(ctx: DomainCtx, id: number): FeedbackDetail | DomainError {
  const {
    world,
    lang,
    player: { uid },
  } = ctx;
  const f = world.db.feedback.findFirst((q) => q.where({ id, uid }));
  if (!f) return fail('feedback.notFound');
  return {
    ...heading(f),
    description: f.description,
    orderNo: f.orderNo,
    images: f.images,
    reply: f.reply === null || f.finishedAt === null ? null : { content: f.reply[lang], repliedAt: toPlatformIso(f.finishedAt) },
  };
}
