// The contracts' messages in English, loaded as the `messages` namespace by a page that shows one
// (app/i18n.ts): they are no part of every page's first load (issue 26).
export { MESSAGES } from '@mariner/contracts/constants';
