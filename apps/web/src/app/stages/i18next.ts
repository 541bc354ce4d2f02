// Stage of src/main.tsx: evaluates i18next and react-i18next on their own.
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
