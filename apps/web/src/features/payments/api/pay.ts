import {
  type ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  type CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '@mariner/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/payments/create-payment-intent: the server prices the item and opens (or reuses) the intent. */
export const createPaymentIntent = (body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> =>
  apiFetch('/api/payments/create-payment-intent', {
    method: 'POST',
    body,
    schema: CreatePaymentIntentResponse,
  });

/** POST /api/payments/confirm-payment: a decline answers 402 with the card's own message. */
export const confirmPayment = (body: ConfirmPaymentRequest): Promise<ConfirmPaymentResponse> =>
  apiFetch('/api/payments/confirm-payment', { method: 'POST', body, schema: ConfirmPaymentResponse });
