import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The app greets a logged-in player once a day (an announcement, then the sign-in prompt) over whatever page they
 * opened. A journey is about something else, so its browser context has today's greetings already seen: every
 * player's remembered marks (app/greeting/greeting-marks.ts) read as silenced until the end of time. A journey about
 * the greetings asks for them with `test.use({ dailyGreetings: true })`.
 */
const greetingsSeen = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key.startsWith('dailyGreeting:')) return JSON.stringify({ quietUntil: 8.64e15, promptedUntil: 8.64e15 });
    return getItem.call(this, key);
  };
};

/** The same for a context a journey opens itself (another device). */
export const seeGreetingsAlready = (context: BrowserContext) => context.addInitScript(greetingsSeen);

export const test = base.extend<{ dailyGreetings: boolean }>({
  dailyGreetings: [false, { option: true }],
  context: async ({ context, dailyGreetings }, use) => {
    if (!dailyGreetings) await seeGreetingsAlready(context);
    await use(context);
  },
});
