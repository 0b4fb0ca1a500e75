import * as node from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as port from '@mock/browser/ports/crypto';

/**
 * The demo's stand-in for node:crypto (scripts/build-demo.ts aliases node:crypto to it) must give what Node gives: a
 * password hashed by the server's seed or a state file verifies in the browser, and ETags and idempotency
 * fingerprints are the same strings.
 */

const ALGORITHMS = ['sha256', 'sha1'] as const;
const ENCODINGS = ['hex', 'base64', 'base64url'] as const;

const INPUTS: Array<{ name: string; data: string | Uint8Array }> = [
  { name: 'empty string', data: '' },
  { name: 'ASCII', data: 'user/login\n{"amount":"60.00"}' },
  { name: 'Chinese', data: '星港娱乐 用户协议' },
  { name: 'emoji (astral plane)', data: 'jackpot 🎰🎲' },
  { name: 'a lone surrogate (encoded as U+FFFD)', data: 'a\ud800b' },
  { name: 'every byte value', data: Uint8Array.from({ length: 256 }, (_, i) => i) },
  { name: 'bytes that are no UTF-8', data: new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]) },
  { name: 'empty bytes', data: new Uint8Array(0) },
];

const nodeScrypt = promisify(node.scrypt) as (password: string, salt: Uint8Array, keyLength: number) => Promise<Buffer>;

function portScrypt(password: string, salt: Uint8Array, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => port.scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key))));
}

describe('the crypto port: createHash', () => {
  for (const algorithm of ALGORITHMS) {
    for (const { name, data } of INPUTS) {
      it(`${algorithm} of ${name} is Node's in hex, base64 and base64url`, () => {
        for (const encoding of ENCODINGS) {
          expect(port.createHash(algorithm).update(data).digest(encoding)).toBe(node.createHash(algorithm).update(data).digest(encoding));
        }
      });
    }
  }

  it('hashes several updates, text and bytes mixed, as one input', () => {
    const bytes = new TextEncoder().encode('→ 二');
    const ours = port.createHash('sha256').update('part one, ').update(bytes).update('三').digest('hex');
    expect(ours).toBe(node.createHash('sha256').update('part one, ').update(bytes).update('三').digest('hex'));
    expect(ours).toBe(node.createHash('sha256').update('part one, → 二三').digest('hex'));
  });

  it('writes base64url without padding and with - and _ (the inputs above do reach both characters)', () => {
    const urls = INPUTS.flatMap(({ data }) => ALGORITHMS.map((a) => port.createHash(a).update(data).digest('base64url')));
    expect(urls.every((url) => !url.includes('=') && !url.includes('+') && !url.includes('/'))).toBe(true);
    expect(urls.some((url) => url.includes('-'))).toBe(true);
    expect(urls.some((url) => url.includes('_'))).toBe(true);
  });
});

describe('the crypto port: scrypt', () => {
  const salt = Buffer.from('9f2c1a7be04d5c3e8a61f0b2d4c7e915', 'hex');

  for (const password of ['demo1234', '密码 Pässwörd 🔑']) {
    it(`derives Node's key (N 16384, r 8, p 1) for ${JSON.stringify(password)}`, async () => {
      const [ours, theirs] = await Promise.all([portScrypt(password, salt, 32), nodeScrypt(password, salt, 32)]);
      expect(ours.length).toBe(32);
      expect(Buffer.from(ours).toString('hex')).toBe(theirs.toString('hex'));
    });
  }

  it('verifies a key Node made in the mock\'s "scrypt$salt$key" way, and not for another password or salt', async () => {
    const randomSalt = node.randomBytes(16);
    const stored = (await nodeScrypt('abc12345', randomSalt, 32)).toString('hex');
    expect(Buffer.from(await portScrypt('abc12345', randomSalt, 32)).toString('hex')).toBe(stored);
    expect(Buffer.from(await portScrypt('abc12346', randomSalt, 32)).toString('hex')).not.toBe(stored);
    expect(Buffer.from(await portScrypt('abc12345', salt, 32)).toString('hex')).not.toBe(stored);
  });
});

describe('the crypto port: timingSafeEqual and randomBytes', () => {
  it('answers as Node does for equal and different inputs of one length', () => {
    const a = new Uint8Array([1, 2, 3, 4, 250]);
    const cases: Array<[Uint8Array, Uint8Array]> = [
      [a, new Uint8Array([1, 2, 3, 4, 250])],
      [a, new Uint8Array([1, 2, 3, 4, 251])],
      [a, new Uint8Array([0, 2, 3, 4, 250])],
      [new Uint8Array(0), new Uint8Array(0)],
    ];
    expect(cases.map(([x, y]) => port.timingSafeEqual(x, y))).toEqual([true, false, false, true]);
    expect(cases.map(([x, y]) => port.timingSafeEqual(x, y))).toEqual(cases.map(([x, y]) => node.timingSafeEqual(x, y)));
  });

  it('throws a RangeError on inputs of different lengths, with Node’s message', () => {
    const short = new Uint8Array([1, 2]);
    const long = new Uint8Array([1, 2, 3]);
    let nodeError: unknown;
    try {
      node.timingSafeEqual(short, long);
    } catch (error) {
      nodeError = error;
    }
    expect(nodeError).toBeInstanceOf(RangeError);
    expect(() => port.timingSafeEqual(short, long)).toThrow(RangeError);
    expect(() => port.timingSafeEqual(short, long)).toThrow((nodeError as RangeError).message);
    expect(() => port.timingSafeEqual(long, short)).toThrow(RangeError);
  });

  it('gives as many random bytes as asked, different each time', () => {
    const first = port.randomBytes(16);
    const second = port.randomBytes(16);
    expect(first).toBeInstanceOf(Uint8Array);
    expect(first.length).toBe(16);
    expect(first.toString('hex')).toMatch(/^[0-9a-f]{32}$/);
    expect(first.equals(second)).toBe(false);
    expect(port.randomBytes(0).length).toBe(0);
  });
});
