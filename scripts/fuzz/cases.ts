import { concrete, objectFields, sample, type JsonSchema } from './schema-sample';
import { pngChunk } from '../../mock-server/test/multipart';

/** One OpenAPI operation as the fuzzer sees it. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  multipart: boolean;
  query: { properties: Record<string, JsonSchema>; required: string[] };
  body: { properties: Record<string, JsonSchema>; required: string[] } | null;
}

/** One malformed request. `mustFail`: a `code: 1` answer to it is an anomaly too. */
export interface FuzzCase {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mustFail: boolean;
  /** Text that must not come back in full in `msg` (a huge string). */
  huge?: string;
}

const HUGE = 'Z'.repeat(100_000);
const WRONG_TYPES: unknown[] = [true, false, 0, -1, 1.5, 1e308, null, [], {}, [1, 2], { a: 1 }, 'x', ''];
const STRINGS = [
  "' OR '1'='1' --",
  '<script>alert(document.cookie)</script>',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '\r\nSet-Cookie: a=1',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎰 测试 \u202e',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%00%0d%0a',
];
const AMOUNTS: unknown[] = ['-100.00', 'NaN', '1e308', 1e308, '100.001', ' 100 ', '100.00\n', 'Infinity', '0x64', '', '0.00', -5, 100];
const MALFORMED_JSON = ['{', '{"a":', '[1,2', '"unterminated', '{"a":1}}', 'nul', '{"amount":1e309}', '\u0000', '{"a":"\\u12"}'];

/** A small seeded generator: the same seed gives the same run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const queryString = (input: Record<string, unknown>) =>
  Object.entries(input)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

/** At least `minimum` malformed requests for one operation, deterministic for a given random source. */
export function casesFor(op: Operation, token: string, random: () => number, minimum = 50): FuzzCase[] {
  const url = `/api/${op.path}`;
  const auth: Record<string, string> = op.auth ? { token } : {};
  const cases: FuzzCase[] = [];
  const fields = op.method === 'GET' ? op.query : (op.body ?? { properties: {}, required: [] });
  const base = Object.fromEntries(
    Object.entries(fields.properties)
      .filter(([k]) => fields.required.includes(k))
      .map(([k, v]) => [k, sample(v, k)]),
  );

  const send = (kind: string, input: Record<string, unknown>, mustFail: boolean, extra: Partial<FuzzCase> = {}) => {
    if (op.method === 'GET') {
      const qs = queryString(input);
      cases.push({ kind, method: 'GET', url: qs ? `${url}?${qs}` : url, headers: { ...auth }, mustFail, ...extra });
    } else if (op.multipart) {
      cases.push({
        kind,
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(input),
        mustFail: true,
        ...extra,
      });
    } else {
      cases.push({
        kind,
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(input),
        mustFail,
        ...extra,
      });
    }
  };

  // Each required field missing.
  for (const name of fields.required) {
    const { [name]: _dropped, ...rest } = base;
    send(`missing ${name}`, rest, true);
  }
  // Wrong types, huge strings, hostile strings and amounts, field by field.
  for (const [name, schema] of Object.entries(fields.properties)) {
    const type = concrete(schema).type;
    for (const wrong of WRONG_TYPES) send(`type ${name}`, { ...base, [name]: wrong }, false);
    send(`huge ${name}`, { ...base, [name]: HUGE }, false, { huge: HUGE });
    for (const text of STRINGS) send(`string ${name}`, { ...base, [name]: text }, false);
    if (/amount|stake|money/i.test(name) || type === 'number' || type === 'integer')
      for (const amount of AMOUNTS) send(`amount ${name}`, { ...base, [name]: amount }, false);
  }
  // Prototype pollution keys.
  if (op.method === 'POST') {
    for (const raw of [
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      `{"__proto__":{"polluted":1},${JSON.stringify(base).slice(1)}`,
    ]) {
      cases.push({
        kind: 'proto',
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: raw,
        mustFail: false,
      });
    }
    for (const raw of MALFORMED_JSON)
      cases.push({
        kind: 'malformed json',
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: raw,
        mustFail: true,
      });
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded', 'image/png']) {
      cases.push({
        kind: 'content type',
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': type },
        payload: JSON.stringify(base),
        mustFail: true,
      });
    }
    cases.push({
      kind: 'oversize',
      method: 'POST',
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_200_000) }),
      mustFail: true,
    });
  } else {
    for (const name of Object.keys(fields.properties).slice(0, 4)) {
      cases.push({
        kind: 'duplicate param',
        method: 'GET',
        url: `${url}?${queryString(base)}&${name}=1&${name}=2`,
        headers: { ...auth },
        mustFail: true,
      });
    }
    cases.push({ kind: 'duplicate param', method: 'GET', url: `${url}?page=1&page=2`, headers: { ...auth }, mustFail: true });
  }
  // Wrong methods.
  for (const method of ['PUT', 'PATCH', 'DELETE', op.method === 'GET' ? 'POST' : 'GET']) {
    cases.push({
      kind: 'method',
      method,
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: method === 'GET' ? undefined : '{}',
      mustFail: true,
    });
  }
  // Bad and missing tokens (only refusals matter on endpoints that need a session).
  for (const bad of [undefined, '', 'not-a-token', 'Z'.repeat(5000), `${token}x`, '\u00ff\u00fe']) {
    const headers: Record<string, string> = bad === undefined ? {} : { token: bad };
    if (op.method === 'POST') headers['content-type'] = 'application/json';
    cases.push({
      kind: 'token',
      method: op.method,
      url,
      headers,
      payload: op.method === 'POST' ? JSON.stringify(base) : undefined,
      mustFail: op.auth,
    });
  }
  // Random mixes until the minimum: several mutations at once.
  const names = Object.keys(fields.properties);
  const pool: unknown[] = [...WRONG_TYPES, ...STRINGS, ...AMOUNTS];
  while (cases.length < minimum) {
    const input: Record<string, unknown> = { ...base };
    const name = names.length ? names[Math.floor(random() * names.length)] : `extra${cases.length}`;
    input[name ?? 'x'] = pool[Math.floor(random() * pool.length)];
    input[`unknown${Math.floor(random() * 1000)}`] = pool[Math.floor(random() * pool.length)];
    send('random mix', input, false);
  }
  return cases;
}

/** A PNG that is only its signature, an IHDR claiming `width × height` (8-bit RGBA, a valid CRC), an empty IDAT and IEND. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG that is only SOI, a baseline SOF0 claiming `width × height` (3 components) and EOI. */
function jpegClaiming(width: number, height: number): Buffer {
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, (width >> 8) & 255, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...sof, 0xff, 0xd9]);
}

/** Uploads: forged images, broken multipart bodies and headers claiming absurd sizes. */
export function uploadCases(op: Operation, token: string, uid: number): FuzzCase[] {
  const boundary = 'fuzzboundary42';
  const part = (name: string, filename: string | null, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const forged = [
    Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('alert(1)//'), Buffer.from([0xff, 0xd9])]),
    png.subarray(0, 12),
    Buffer.from('GIF89a'),
    Buffer.from('<svg onload=alert(1)>'),
    Buffer.alloc(0),
  ];
  const headers = { token, authorization: String(uid), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const url = `/api/${op.path}`;
  const cases: FuzzCase[] = forged.map((bytes, i) => ({
    kind: 'forged upload',
    method: 'POST',
    url,
    headers,
    payload: body(part('imgPath', `f${i}.png`, bytes)),
    mustFail: true,
  }));
  const whole = body(part('imgPath', 'a.png', forged[0] ?? png));
  cases.push({ kind: 'truncated multipart', method: 'POST', url, headers, payload: whole.subarray(0, whole.length - 20), mustFail: true });
  cases.push({
    kind: 'no boundary',
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'multipart/form-data' },
    payload: whole,
    mustFail: true,
  });
  cases.push({
    kind: 'too many files',
    method: 'POST',
    url,
    headers,
    payload: body(...Array.from({ length: 6 }, (_, i) => part('imgPath', `f${i}.png`, png))),
    mustFail: true,
  });
  cases.push({
    kind: 'too many fields',
    method: 'POST',
    url,
    headers,
    payload: body(...Array.from({ length: 25 }, (_, i) => part(`f${i}`, null, Buffer.from('x')))),
    mustFail: true,
  });
  cases.push({
    kind: 'proto field',
    method: 'POST',
    url,
    headers,
    payload: body(part('__proto__', null, Buffer.from('x'))),
    mustFail: true,
  });
  cases.push({
    kind: 'oversize upload',
    method: 'POST',
    url,
    headers,
    payload: body(part('imgPath', 'big.png', Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024 + 10)]))),
    mustFail: true,
  });
  cases.push({
    kind: 'wrong uid',
    method: 'POST',
    url,
    headers: { ...headers, authorization: '0' },
    payload: body(part('imgPath', 'a.png', png)),
    mustFail: true,
  });
  // Headers that claim too many pixels, too thin a strip or none: refused by the header, before any decode.
  for (const [width, height] of [
    [7000, 7000],
    [100_000, 1],
    [0, 0],
  ] as const) {
    cases.push({
      kind: 'huge png header',
      method: 'POST',
      url,
      headers,
      payload: body(part('imgPath', 'big.png', pngClaiming(width, height))),
      mustFail: true,
    });
    cases.push({
      kind: 'huge jpeg header',
      method: 'POST',
      url,
      headers,
      payload: body(part('imgPath', 'big.jpg', jpegClaiming(width, height))),
      mustFail: true,
    });
  }
  return cases;
}

export { objectFields };
