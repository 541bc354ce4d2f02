// Stage of src/main.tsx: evaluates the contracts (their schemas are built at import) on their own.
export { ROUTES } from '@mariner/contracts';
