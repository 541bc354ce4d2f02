import type { APIRequestContext } from '@playwright/test';

/** Three years ahead, so the test card never expires between runs. */
export const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Saves the payment provider's test Visa through the API, for journeys about what comes after. */
export async function saveVisaThroughApi(request: APIRequestContext) {
  const response = await request.post('/api/payment-methods/save', {
    data: { paymentMethodId: 'pm_card_visa' },
  });
  if (!response.ok())
    throw new Error(`saving the card failed: ${response.status()} ${await response.text()}`);
}
