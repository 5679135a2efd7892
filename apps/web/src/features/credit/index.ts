/** What other features use of credit; they import it from here, never from its files (eslint.config.js). */
export { PaymentStatusBadge } from './components/payment-status-badge';
export { paymentPath } from './components/refill-button';
export { paymentListingPath } from './credit-text';
export { creditKeys } from './api/keys';
