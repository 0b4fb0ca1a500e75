import type { send } from '@contracts/chat/chat';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import type { Conversation } from './get-messages';
import { mergeMessages } from './get-messages';
import { chatKeys } from './keys';

export interface SendChatVariables {
  /** One per message, kept across its retries: the server posts a retried message once (Idempotency-Key). */
  key: string;
  /** The body, made when the message's turn comes (an image is uploaded first). */
  prepare: () => Promise<InputOf<typeof send>>;
}

/**
 * chat/send. Messages go one after another in the order they were written (one mutation scope), so an
 * image still uploading is not overtaken by the text typed after it. The answer (the message and the
 * assistant's reply) goes into the conversation at once; a poll follows for the agent's state.
 */
export function useSendChatMessage(viewer: Viewer) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversation(viewer);
  return useMutation({
    scope: { id: 'chat-send' },
    mutationFn: async ({ key: idempotencyKey, prepare }: SendChatVariables) =>
      request(wire.chat.send, await prepare(), { idempotencyKey, toast: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData<Conversation>(key, (held) => ({
        hasEarlier: held?.hasEarlier ?? false,
        messages: mergeMessages(held?.messages ?? [], [answer.message, ...answer.replies]),
        waiting: answer.waiting,
      }));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
