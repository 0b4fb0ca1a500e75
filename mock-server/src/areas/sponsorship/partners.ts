import { platformDate, type Lang } from '@contracts';
import { PartnershipStatus, type Partner, type PartnerDetail } from '@contracts/common/partners';
import type { VisitorCtx } from '../../core/domain-ctx';
import { fail, type DomainError } from '../../core/errors';
import type { PartnerRecord } from './schemas';

const S = PartnershipStatus.enum;

export const partnerLogoUrl = (id: number) => `/assets/partners/${id}/logo.svg`;
export const partnerPictureUrl = (id: number, index: number) => `/assets/partners/${id}/${index + 1}.svg`;

export function statusOf(partner: Pick<PartnerRecord, 'startAt' | 'endAt'>, nowMs: number): PartnershipStatus {
  if (nowMs < partner.startAt) return S.upcoming;
  return partner.endAt !== null && nowMs > partner.endAt ? S.ended : S.current;
}

function partnerView(partner: PartnerRecord, nowMs: number, lang: Lang): Partner {
  return {
    id: partner.id,
    kind: partner.kind,
    name: partner.name[lang],
    logo: partnerLogoUrl(partner.id),
    summary: partner.summary[lang],
    role: partner.role[lang],
    startDate: platformDate(partner.startAt),
    endDate: partner.endAt === null ? null : platformDate(partner.endAt),
    status: statusOf(partner, nowMs),
  };
}

/** other/getPartner: current partners first (longest-standing first), then upcoming (soonest first), then past (latest first). */
export function partnerList(ctx: VisitorCtx): Partner[] {
  const { world, now: nowMs, lang } = ctx;
  const rank = (p: PartnerRecord) => [S.current, S.upcoming, S.ended].indexOf(statusOf(p, nowMs));
  return world.db.partners
    .findMany()
    .sort(
      (a, b) =>
        rank(a) - rank(b) || (statusOf(a, nowMs) === S.ended ? (b.endAt ?? 0) - (a.endAt ?? 0) : a.startAt - b.startAt) || a.id - b.id,
    )
    .map((p) => partnerView(p, nowMs, lang));
}

/** other/getPartnerDetail: one partner with its story as stored and its captioned gallery. */
export function partnerDetail(ctx: VisitorCtx, id: number): PartnerDetail | DomainError {
  const partner = ctx.world.db.partners.findFirst((q) => q.where({ id }));
  if (!partner) return fail('sponsor.notFound', { id });
  return {
    ...partnerView(partner, ctx.now, ctx.lang),
    content: partner.content[ctx.lang],
    images: partner.gallery.map((picture, index) => ({ src: partnerPictureUrl(partner.id, index), caption: picture.caption[ctx.lang] })),
  };
}
