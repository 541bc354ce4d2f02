// Stage of src/main.tsx: evaluates i18next on its own (its chunk, vite.config.ts).
export { default as i18next } from 'i18next';
