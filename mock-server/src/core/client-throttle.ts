/**
 * How often one client may ask for something that costs a password hash: a burst, then a steady rate
 * (a token bucket). Counted in real time, not on the world's clock: it protects the process, and a
 * frozen clock would never let a client back in.
 */
export interface ThrottleRule {
  burst: number;
  perMinute: number;
}

export type ThrottleAction = 'login' | 'register' | 'resetCode';
export type ThrottleRules = Record<ThrottleAction, ThrottleRule>;

/** Generous for a person or a test suite on one machine, tight for a script that floods. */
export const DEFAULT_THROTTLE: ThrottleRules = {
  login: { burst: 30, perMinute: 30 },
  register: { burst: 10, perMinute: 10 },
  // Asking for a reset code or trying one: enough for a player who mistypes, too few to walk through mobile numbers.
  resetCode: { burst: 20, perMinute: 10 },
};

/** Beyond this many clients, buckets that have filled up again are forgotten (they hold nothing). */
const PRUNE_ABOVE = 10_000;

export class ClientThrottle {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rules: ThrottleRules | null,
    private readonly realNow: () => number = () => Date.now(),
  ) {}

  /** Takes one request's worth for `client`: null when it may go ahead, else the milliseconds until it may. */
  take(action: ThrottleAction, client: string): number | null {
    const rule = this.rules?.[action];
    if (!rule) return null;
    const now = this.realNow();
    const key = `${action} ${client}`;
    const msPerToken = 60_000 / rule.perMinute;
    const bucket = this.buckets.get(key) ?? { tokens: rule.burst, at: now };
    const tokens = Math.min(rule.burst, bucket.tokens + (now - bucket.at) / msPerToken);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) * msPerToken);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > PRUNE_ABOVE) this.prune(now);
    return null;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const rule = this.rules?.[key.split(' ')[0] as ThrottleAction];
      if (!rule || bucket.tokens + ((now - bucket.at) * rule.perMinute) / 60_000 >= rule.burst) this.buckets.delete(key);
    }
  }
}
