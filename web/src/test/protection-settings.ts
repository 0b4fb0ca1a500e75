import type { api, OutputInputOf } from '@contracts';
import { LIMIT_PERIODS, type LimitKind, type LimitView } from '@contracts/protection/limits';

type Settings = OutputInputOf<typeof api.protection.getSettings>;

/** A test's limit: a daily deposit limit of ¥1,000.00 with ¥400.00 used, no pending change, unless told otherwise. */
export function aLimit(overrides: Partial<LimitView> = {}): LimitView {
  return {
    kind: 'deposit',
    period: 'day',
    amount: '1000.00',
    used: '400.00',
    remaining: '600.00',
    periodEndsAt: '2026-11-23T00:00:00+08:00',
    pending: null,
    ...overrides,
  };
}

/** protection/getSettings: the six limits unset but `limits`, the reality check off, both one-time notices seen, ¥250.00 to return. */
export function someSettings(limits: LimitView[] = [], overrides: Partial<Settings> = {}): Settings {
  const all = (['deposit', 'loss'] as const satisfies readonly LimitKind[]).flatMap((kind) =>
    LIMIT_PERIODS.map(
      (period) =>
        limits.find((l) => l.kind === kind && l.period === period) ?? aLimit({ kind, period, amount: null, used: '0.00', remaining: null }),
    ),
  );
  return { limits: all, realityCheckMinutes: 0, seen: { limitInvitation: true, betNotice: true }, balance: '250.00', ...overrides };
}

/** The same without limits, the one-time notices as the test says (default: both seen, so a bet or a deposit goes on without a prompt). */
export function protectionSettings(seen: Partial<Settings['seen']> = {}): Settings {
  return someSettings([], { seen: { limitInvitation: true, betNotice: true, ...seen } });
}

type Figures = OutputInputOf<typeof api.protection.getSession>;

/** protection/getSession just after login, the reality check off unless the test says otherwise. */
export function sessionFigures(overrides: Partial<Figures> = {}): Figures {
  return {
    loggedInAt: '2026-11-22T12:00:00+08:00',
    minutes: 0,
    staked: '0.00',
    won: '0.00',
    net: '0.00',
    realityCheckMinutes: 0,
    nextCheckAt: null,
    serverTime: '2026-11-22T12:00:00+08:00',
    ...overrides,
  };
}
