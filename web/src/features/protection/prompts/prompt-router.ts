import type { createAppRouter } from '@web/app/router';

/** The prompts sit beside the app's router, not inside it (app/app.tsx): they move through it by hand. */
export type PromptRouter = Pick<ReturnType<typeof createAppRouter>, 'navigate'>;
