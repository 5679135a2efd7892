import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader';
import { usePayment } from '../api/get-payments';
import { PaymentScreen } from './payment-screen';
import { usePhone } from './use-phone';

/** The payment screen of one of the user's payments, over the credit page (full screen on a phone). */
export function PaymentDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('credit');
  const phone = usePhone();
  const query = usePayment(paymentId);
  return (
    <Modal
      opened={paymentId !== null}
      onClose={onClose}
      title={t('pay.title')}
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      data-testid="payment-dialog"
    >
      <ContentLoader loading={query.isPending} error={query.isError || query.data === null} onRetry={() => void query.refetch()}>
        {query.data && <PaymentScreen payment={query.data} />}
      </ContentLoader>
    </Modal>
  );
}
