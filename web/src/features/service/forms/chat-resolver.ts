import { ChatComposerForm } from '@contracts/rules/chat';
import { contractResolver } from '@web/components/contract-resolver';

/** The composer's contract schema (the rule chat/send applies), imported when the browser is idle (lib/lazy-resolver.ts). */
export const chatResolver = contractResolver(ChatComposerForm);
