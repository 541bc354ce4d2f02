import { localizeMessage, MESSAGES_FR } from '@mariner/contracts/constants';
import { setFrenchMessages } from '../lib/messages.ts';

// The contracts' messages in French and the table from each English message to its twin (with the
// English catalogue it reads), loaded as the French `messages` namespace by a page or a form that
// shows one (app/i18n.ts), or at once where every text is at hand (app/i18n-bundled.ts: the
// server's renders and the tests). About 15 KB gzip: no part of a French page's first load unless
// it lists `messages` in its texts (issue 26).
setFrenchMessages(localizeMessage);

export { MESSAGES_FR };
