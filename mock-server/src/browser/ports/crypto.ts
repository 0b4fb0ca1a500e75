import { sha1 } from '@noble/hashes/legacy.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { Buffer } from 'buffer';

/**
 * `node:crypto` as the mock's code uses it, for the demo's service worker (scripts/build-demo.ts aliases it here):
 * the same digests and the same scrypt (Node's defaults: N 16384, r 8, p 1), in audited JavaScript (@noble/hashes),
 * because Web Crypto has neither a synchronous digest nor scrypt.
 */

const DIGESTS = { sha1, sha256 } as const;

type Encoding = 'hex' | 'base64' | 'base64url';

function encode(bytes: Uint8Array, encoding: Encoding): string {
  const buffer = Buffer.from(bytes);
  if (encoding !== 'base64url') return buffer.toString(encoding);
  return buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createHash(algorithm: keyof typeof DIGESTS) {
  const digest = DIGESTS[algorithm];
  const parts: Uint8Array[] = [];
  const hash = {
    update(data: string | Uint8Array) {
      parts.push(typeof data === 'string' ? new TextEncoder().encode(data) : data);
      return hash;
    },
    digest(encoding: Encoding) {
      return encode(digest(Buffer.concat(parts)), encoding);
    },
  };
  return hash;
}

export function randomBytes(size: number): Buffer {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(size)));
}

export function scrypt(password: string, salt: Uint8Array, keyLength: number, done: (error: Error | null, key: Buffer) => void): void {
  scryptAsync(password, salt, { N: 16384, r: 8, p: 1, dkLen: keyLength }).then(
    (key) => done(null, Buffer.from(key)),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), Buffer.alloc(0)),
  );
}

/** Compares every byte whatever the first difference, as Node's does. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
