import { fullExpiryYear, type TestCardRequest, testCardErrors } from '@mariner/contracts';

/**
 * The test processor's card fields as typed (checkout and the profile's card form): the number, the
 * expiry as "MM/YY", the CVC.
 */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** "MM/YY", "MM / YYYY" or "MMYY"; anything else reads as no month, which the card rules refuse. */
function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { expMonth: Number.NaN, expYear: Number.NaN };
  return { expMonth: Number(match[1]), expYear: fullExpiryYear(Number(match[2])) };
}

export const toTestCardRequest = (values: CardValues, clientSecret: string): TestCardRequest => ({
  clientSecret,
  number: values.number,
  ...parseExpiry(values.expiry),
  cvc: values.cvc.trim(),
});

/** The card's error fields (number, expMonth, expYear, cvc) as this form's three inputs. */
export function toCardFieldErrors(fields: Record<string, string>): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  if (fields.number) errors.number = fields.number;
  const expiry = fields.expMonth ?? fields.expYear;
  if (expiry) errors.expiry = expiry;
  if (fields.cvc) errors.cvc = fields.cvc;
  return errors;
}

/** The test processor's rules in Stripe's words, checked before anything is charged. */
export const cardErrors = (values: CardValues) =>
  toCardFieldErrors(
    testCardErrors({ ...parseExpiry(values.expiry), number: values.number, cvc: values.cvc }),
  );
