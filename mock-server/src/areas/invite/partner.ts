import { toPlatformIso, type Lang } from '@contracts';
import { PartnerStatus, type PartnerApplication } from '@contracts/common/partner-programme';
import type { PartnerApplicationForm } from '@contracts/rules/partner';
import { fail, translate, type DomainError } from '../../core/errors';
import type { DomainCtx } from '../../core/domain-ctx';
import { nextOrderNo } from '../../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import { postMessage } from '../help';
import type { PartnerApplicationRecord } from './schemas';

/** The clock approves an application this long after it was sent, unless an operator decided first. */
export const PARTNER_REVIEW_MS = 60 * 60_000;

/** Commission on invitees' valid turnover, in basis points: approved partners earn double. */
export const COMMISSION_BP = { member: 50, partner: 100 } as const;

/** The player's latest application (newest first by creation, then number). */
export function latestApplication(world: World, uid: number): PartnerApplicationRecord | undefined {
  return world.db.partnerApplications
    .findMany((q) => q.where({ uid }))
    .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo))[0];
}

export function isPartner(world: World, uid: number): boolean {
  return latestApplication(world, uid)?.status === PartnerStatus.enum.approved;
}

export function applicationView(record: PartnerApplicationRecord, lang: Lang): PartnerApplication {
  const remark =
    record.status === PartnerStatus.enum.approved
      ? translate('partner.remarkApproved', lang)
      : record.status === PartnerStatus.enum.rejected
        ? translate('partner.remarkRejected', lang)
        : null;
  return {
    status: record.status,
    appliedAt: toPlatformIso(record.createdAt),
    decidedAt: record.finishedAt === null ? null : toPlatformIso(record.finishedAt),
    remark,
  };
}

/** other/applyPartner: one open application per player; a rejected player may apply again. */
export async function applyPartner(ctx: DomainCtx, form: PartnerApplicationForm): Promise<PartnerApplication | DomainError> {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const latest = latestApplication(world, uid);
  if (latest?.status === PartnerStatus.enum.pending) return fail('partner.pendingExists');
  if (latest?.status === PartnerStatus.enum.approved) return fail('partner.alreadyPartner');
  const record = await world.db.partnerApplications.create({
    orderNo: nextOrderNo(world, 'PA', now),
    uid,
    contact: form.contact,
    message: form.message,
    status: PartnerStatus.enum.pending,
    createdAt: now,
    dueAt: now + PARTNER_REVIEW_MS,
    finishedAt: null,
  });
  return applicationView(record, lang);
}

/** The decision reaches the player as a personal message in both languages (the list shows the request's). */
async function tellPlayer(world: World, atMs: number, uid: number, approved: boolean) {
  const both = (key: Parameters<typeof translate>[0], params: Record<string, string> = {}) => ({
    en: translate(key, 'en', params),
    zh_hans: translate(key, 'zh_hans', params),
  });
  // A percentage for the message's percent format: 100 basis points → "1" → "1%".
  const rate = String(COMMISSION_BP.partner / 100);
  await postMessage(world, atMs, {
    uid,
    kind: 2,
    title: both(approved ? 'partner.approvedTitle' : 'partner.rejectedTitle'),
    content: (({ en, zh_hans }) => ({ en: `<p>${en}</p>`, zh_hans: `<p>${zh_hans}</p>` }))(
      both(approved ? 'partner.approvedText' : 'partner.rejectedText', { rate }),
    ),
  });
}

/** Pending → approved (by the clock after the review delay, or an operator) or rejected (an operator). */
export const partnerLifecycle: Lifecycle<PartnerApplicationRecord, 'approve' | 'reject'> = defineLifecycle<
  PartnerApplicationRecord,
  'approve' | 'reject'
>({
  ...orderCases<PartnerApplicationRecord>({
    all: (world) => world.db.partnerApplications.all(),
    update: (world, orderNo, fields) =>
      world.db.partnerApplications.update((q) => q.where({ orderNo }), { data: (a) => void Object.assign(a, fields) }),
  }),
  due: (application) => (application.dueAt === null ? null : { decision: 'approve', atMs: application.dueAt }),
  decisions: {
    approve: async (world, atMs, application) => {
      await tellPlayer(world, atMs, application.uid, true);
      return { status: PartnerStatus.enum.approved };
    },
    reject: async (world, atMs, application) => {
      await tellPlayer(world, atMs, application.uid, false);
      return { status: PartnerStatus.enum.rejected };
    },
  },
});
