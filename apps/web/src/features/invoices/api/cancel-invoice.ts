import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelInvoice, invoiceKeys } from '../../../lib/api/invoices.ts';

/** Cancels an unpaid invoice; the page shows the answer at once and the lists read it again. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelInvoice(id),
    onSuccess: async (answer, id) => {
      queryClient.setQueryData(invoiceKeys.detail(id), answer);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
