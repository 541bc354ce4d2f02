// Shared with the profile's card form; it lives in components/PaymentSystemUnavailable.tsx.
export { PaymentSystemUnavailable } from '../../../components/PaymentSystemUnavailable.tsx';
