import type { DepositChannel } from '@contracts/deposit/channels';
import type { DepositForm } from '@contracts/deposit/submit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';
import { useSubmissionKey } from '../submission-key';
import { saveDepositReceipt, type DepositReceipt } from './deposit-receipt';
import { depositKeys } from './keys';

export function useSubmitDeposit(channel: DepositChannel | undefined) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: DepositForm) => request(wire.deposit.submit, input, { toast: false, idempotencyKey: submission.keyFor(input) }),
    onSuccess: (order) => {
      const receipt: DepositReceipt = {
        order,
        payee: channel && 'payee' in channel ? channel.payee : null,
        instructions: channel?.instructions ?? '',
      };
      saveDepositReceipt(receipt);
      queryClient.setQueryData(depositKeys.order(session.get(), order.orderNo), receipt);
    },
    onSettled: (_order, error) => submission.settle(error),
  });
}
