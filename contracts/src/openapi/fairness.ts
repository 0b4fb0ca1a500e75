/**
 * How a client checks a draw without our source: the words of the OpenAPI document's `lottery` and `fastfood`
 * tags and of the README. `mock-server/test/openapi-fairness.test.ts` implements them from these words alone and
 * must reproduce the mock's draws and payouts, so a sentence that stops being true fails it.
 */
export const FAIRNESS_STEPS = [
  'Every round has a seed of 64 lower-case hex characters, fixed before the round opens (HMAC-SHA256 of the round under a server secret that is never published).',
  "1. **Before the round:** `seedHash` is the SHA-256 of the seed's 64 ASCII characters, as lower-case hex. After the draw `seed` is revealed: SHA-256(seed) must equal the `seedHash` shown before.",
  "2. **The result digest** D is the SHA-256 of the UTF-8 bytes of the text `<seed>:<round number>`: the seed, a colon, and the round number exactly as the API writes it (a lottery's `issue`, e.g. `20261122-0631`; fast food's `roundNo`, e.g. `FF20261122-0631`). D has 32 bytes.",
  '3. **Numbers in [min, max] from D:** let n = max − min + 1 and limit = 256 − (256 mod n). Read the bytes of D in order, first byte first. Skip a byte ≥ limit (keeping it would favour the low numbers); any other byte b gives the number min + (b mod n). Stop when the game has its numbers. If the 32 bytes run out first, each missing number is min + (D[i] mod n) for i = 0, 1, 2 … (the bytes from the start again, none skipped).',
  '4. **Per game:** dice (lottery `type` 1): 3 numbers in 1–6 (limit 252), the three dice in the order drawn; five digits (`type` 2): 5 numbers in 0–9 (limit 250), positions 1 to 5; colour (`type` 3): 1 number in 0–9 (limit 250), green when odd, red when even, 0 and 5 also violet, small 0–4, big 5–9; fast food: 1 number in 0 … (ring length − 1) (24 lamps: limit 240), the `ringPosition`, whose item `ring[ringPosition]` (fastfood/getOption) wins.',
  '5. **Payouts:** a winning line pays its amount × the odds it was placed at (fast food: the chips on the winning item × its rate), rounded down to the fen (0.01); an order pays the sum of its lines.',
];

/** The steps as one Markdown text (OpenAPI descriptions are CommonMark). */
export const FAIRNESS_MARKDOWN = FAIRNESS_STEPS.join('\n\n');
