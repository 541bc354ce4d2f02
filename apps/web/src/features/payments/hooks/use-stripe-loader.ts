// The loader is shared with the profile's card form; it lives in lib/stripe-loader.ts.
export { type StripeLoad, useStripeLoader } from '../../../lib/stripe-loader.ts';
