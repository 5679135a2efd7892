import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/upload';
import { creditKeys, refreshCredit } from './keys';

/**
 * POST api/payment/upload-slip/{id} with upload progress. The payment screen shows the
 * refusals under the picker (a reused slip, not an image, too large, already decided).
 */
export function useUploadSlip(paymentId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const body = new FormData();
      body.append('slip', file);
      return upload('uploadSlip', body, { params: { id: paymentId }, onProgress: setProgress, alert: false });
    },
    onSuccess: async (payment) => {
      queryClient.setQueryData(creditKeys.payment(payment.id), payment);
      await refreshCredit(queryClient);
    },
  });
  return { ...mutation, progress };
}
