import { DAY_MS, paginate, toPlatformIso, type Lang } from '@contracts';
import type { Message, MessageSummary } from '@contracts/help/messages';
import type { PageQuery } from '@contracts/core/list';
import { fail, type DomainError } from '../../core/errors';
import type { DomainCtx } from '../../core/domain-ctx';
import type { World } from '../../core/store';
import type { Bilingual, MessageRecord } from './schemas';
import { SEED_NOTICES, WELCOME_MESSAGE } from './notices';
import { playerRegistrations } from '../account';

const EXCERPT_CHARS = 80;

/** The messages a player can see: every notice and their own personal messages. */
function visibleTo(world: World, uid: number): MessageRecord[] {
  return world.db.messages.findMany((q) => q.where((m) => m.uid === null || m.uid === uid));
}

function readIds(world: World, uid: number): Set<number> {
  return new Set(world.db.messageReads.findMany((q) => q.where({ uid })).map((r) => r.messageId));
}

/** Plain text of rich content for the list's excerpt (the detail page renders the sanitised HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerpt(html: string): string {
  const text = plainText(html);
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;
}

/** Unread messages of one player (common/getUser's badge and the list's `unread`). */
export function unreadCount(world: World, uid: number, kind?: MessageRecord['kind']): number {
  const read = readIds(world, uid);
  return visibleTo(world, uid).filter((m) => !read.has(m.id) && (kind === undefined || m.kind === kind)).length;
}

function summary(m: MessageRecord, lang: Lang, read: boolean): MessageSummary {
  return { id: m.id, kind: m.kind, title: m.title[lang], excerpt: excerpt(m.content[lang]), read, createdAt: toPlatformIso(m.createdAt) };
}

/** Message/getAllMessageList: newest first (ties by id), paged; `unread` counts the whole kind. */
export function messageList(ctx: DomainCtx, input: PageQuery & { kind?: MessageRecord['kind'] | undefined }) {
  const {
    world,
    lang,
    player: { uid },
  } = ctx;
  const read = readIds(world, uid);
  const all = visibleTo(world, uid)
    .filter((m) => input.kind === undefined || m.kind === input.kind)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const page = paginate(all, input);
  return { ...page, list: page.list.map((m) => summary(m, lang, read.has(m.id))), unread: unreadCount(world, uid, input.kind) };
}

/** Message/getMessageInfo: reading marks it read (once; reading again changes nothing). */
export async function messageInfo(ctx: DomainCtx, id: number): Promise<Message | DomainError> {
  const {
    world,
    lang,
    now,
    player: { uid },
  } = ctx;
  const message = visibleTo(world, uid).find((m) => m.id === id);
  if (!message) return fail('message.notFound');
  await markRead(world, uid, id, now);
  return {
    id: message.id,
    kind: message.kind,
    title: message.title[lang],
    content: message.content[lang],
    read: true,
    createdAt: toPlatformIso(message.createdAt),
  };
}

/** Marks a message read for one player, once (reading it again changes nothing). */
export async function markRead(world: World, uid: number, messageId: number, atMs: number): Promise<void> {
  if (!readIds(world, uid).has(messageId)) await world.db.messageReads.create({ uid, messageId, readAt: atMs });
}

/** Adds a message (a notice when `uid` is null); other areas call it for personal news. */
export async function postMessage(
  world: World,
  atMs: number,
  message: { uid: number | null; kind: MessageRecord['kind']; title: Bilingual; content: Bilingual },
): Promise<MessageRecord> {
  const id = world.db.messages.findMany().reduce((max, m) => Math.max(max, m.id), 0) + 1;
  return world.db.messages.create({ id, ...message, createdAt: atMs });
}

/** Seed: the platform notices and a welcome message for each player that exists at the start. */
export async function seedMessages(world: World, startMs: number): Promise<void> {
  for (const notice of SEED_NOTICES) {
    await postMessage(world, startMs - notice.daysAgo * DAY_MS, { uid: null, kind: 1, title: notice.title, content: notice.content });
  }
  for (const { uid, registeredAt } of playerRegistrations(world)) {
    await postMessage(world, registeredAt, { uid, kind: 2, ...WELCOME_MESSAGE });
  }
}

/** The ids of the player's personal messages (not the notices everyone reads). */
export function personalMessageIds(world: World, uid: number): number[] {
  return world.db.messages.findMany((q) => q.where({ uid })).map((m) => m.id);
}
