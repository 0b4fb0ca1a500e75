import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalKeys } from './keys';

/** Binding or unbinding changes the payee list and the withdrawal page's payees. */
export function usePayeeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.payeesAll() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.overviews() }),
      ]);
    },
  });
}
