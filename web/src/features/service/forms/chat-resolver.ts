import { zodResolver } from '@hookform/resolvers/zod';
import { ChatComposerForm } from '@contracts/rules/chat';

/** The composer's contract schema (the rule chat/send applies), imported when the browser is idle (lib/lazy-resolver.ts). */
export const chatResolver = zodResolver(ChatComposerForm);
