import { localizeMessage, MESSAGES_FR } from '@mariner/contracts/constants';
import { setFrenchMessages } from '../lib/messages.ts';

// The contracts' messages in French, loaded with a French page's texts (app/i18n.ts), or at once
// where every text is at hand (app/i18n-bundled.ts: the server's renders and the tests).
setFrenchMessages(localizeMessage);

export { MESSAGES_FR };
