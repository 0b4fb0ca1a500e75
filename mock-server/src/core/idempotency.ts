import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HttpRequest } from './http';
import type { World } from './store';

/** How long a key is remembered, in clock time. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** Visible ASCII, 1–128 characters: a UUID, a ULID or any client-made token fits. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export interface Answer {
  status: number;
  payload: string;
}

interface Entry {
  fingerprint: string;
  createdAt: number;
  /** Settles with the first answer when it succeeded, with null when it did not (the key is then free again). */
  done: Promise<Answer | null>;
  answer?: Answer;
}

/** A kept answer as a state file holds it: the world's remembered keys survive a restart like the rest of it. */
export interface KeptAnswer {
  id: string;
  fingerprint: string;
  createdAt: number;
  answer: Answer;
}

export type Begin = { kind: 'first'; finish: (answer: Answer | null) => void } | { kind: 'replay'; answer: Answer } | { kind: 'mismatch' };

/**
 * Remembers, per player and key, the first successful answer of a money call, so a retry of the same
 * submission (a double tap, a retry after a dropped connection) gets that answer without acting again.
 * Refusals (`code: 0`) are not kept: nothing happened, so a retry is simply checked again.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  /** Hears each answer kept (a state file's journal); null: nobody keeps the world. */
  onKept: ((kept: KeptAnswer) => void) | null = null;

  /** Every answer kept and not yet forgotten, oldest first. */
  kept(): KeptAnswer[] {
    const kept: KeptAnswer[] = [];
    for (const [id, { fingerprint, createdAt, answer }] of this.entries) if (answer) kept.push({ id, fingerprint, createdAt, answer });
    return kept;
  }

  /** Takes answers kept before a restart back (a state file's snapshot and journal). */
  restore(kept: readonly KeptAnswer[]): void {
    for (const { id, fingerprint, createdAt, answer } of kept)
      this.entries.set(id, { fingerprint, createdAt, answer, done: Promise.resolve(answer) });
  }

  async begin(scope: string, key: string, fingerprint: string, nowMs: number): Promise<Begin> {
    this.forgetBefore(nowMs - IDEMPOTENCY_TTL_MS);
    const id = `${scope}\u0000${key}`;
    for (;;) {
      const entry = this.entries.get(id);
      if (!entry) {
        let settle: (answer: Answer | null) => void = () => {};
        const done = new Promise<Answer | null>((resolve) => (settle = resolve));
        const fresh: Entry = { fingerprint, createdAt: nowMs, done };
        this.entries.set(id, fresh);
        return {
          kind: 'first',
          finish: (answer) => {
            if (answer) {
              fresh.answer = answer;
              this.onKept?.({ id, fingerprint, createdAt: nowMs, answer });
            } else this.entries.delete(id);
            settle(answer);
          },
        };
      }
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      // The first is still in flight: wait for it, then replay its answer or, if it failed, act ourselves.
      const answer = entry.answer ?? (await entry.done);
      if (answer) return { kind: 'replay', answer };
    }
  }

  private forgetBefore(cutoffMs: number): void {
    for (const [id, entry] of this.entries) if (entry.answer && entry.createdAt <= cutoffMs) this.entries.delete(id);
  }
}

// One store per world: reset, reseed and import start with no remembered keys.
const stores = new WeakMap<World, IdempotencyStore>();
export function idempotencyStore(world: World): IdempotencyStore {
  let store = stores.get(world);
  if (!store) stores.set(world, (store = new IdempotencyStore()));
  return store;
}

/** The request's key: absent (null), valid, or refused with the reason. */
export function idempotencyKeyOf(
  headers: HttpRequest['headers'],
): { key: string | null } | { error: 'idempotency.format' | 'idempotency.twice' } {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return { key: null };
  if (Array.isArray(raw)) return { error: 'idempotency.twice' };
  return KEY_PATTERN.test(raw) ? { key: raw } : { error: 'idempotency.format' };
}

/** Same call and same body, whatever the order of its keys. */
export function fingerprintOf(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path.toLowerCase()}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the binder on the first request of an Idempotency-Key: called with its answer. */
    idempotencyFinish?: (answer: Answer | null) => void;
  }
}

/** Hands each first answer to its key: kept when it is a success (`code: 1`), released otherwise. */
export function registerIdempotencyCapture(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const finish = request.idempotencyFinish;
    if (!finish) return payload;
    request.idempotencyFinish = undefined;
    const text = typeof payload === 'string' ? payload : null;
    const succeeded = reply.statusCode === 200 && text !== null && text.startsWith('{"code":1');
    finish(succeeded ? { status: reply.statusCode, payload: text } : null);
    return payload;
  });
  // An answer that was never sent (the connection closed first) frees its key for the retry.
  app.addHook('onResponse', async (request) => request.idempotencyFinish?.(null));
  app.addHook('onRequestAbort', async (request) => request.idempotencyFinish?.(null));
}
