import {
  advertiserTypeLabel,
  auctionStatusLabel,
  categoryName,
  invoiceItemTypeLabel,
  localizeMessage,
  MESSAGES_FR,
  provinceName,
} from '@mariner/contracts/constants';
import { setFrenchLabels } from '../lib/labels.ts';
import { setFrenchMessages } from '../lib/messages.ts';

// The contracts' messages and vocabularies in French, loaded with a French page's texts
// (app/i18n.ts), or at once where every text is at hand (app/i18n-bundled.ts: the server's renders
// and the tests).
setFrenchMessages(localizeMessage);
setFrenchLabels({
  provinceName,
  advertiserTypeLabel,
  auctionStatusLabel,
  invoiceItemTypeLabel,
  categoryName,
});

export { MESSAGES_FR };
