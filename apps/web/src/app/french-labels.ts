import {
  advertiserTypeLabel,
  auctionStatusLabel,
  categoryName,
  invoiceItemTypeLabel,
  provinceName,
} from '@mariner/contracts/constants';
import { setFrenchLabels } from '../lib/french-names.ts';

// The French names of the contracts' vocabularies (provinces, categories, statuses), loaded with
// every French page's texts (app/i18n.ts), or at once where every text is at hand
// (app/i18n-bundled.ts). The contracts' French messages are apart (french-messages.ts): most pages
// show none (issue 26).
setFrenchLabels({
  provinceName,
  advertiserTypeLabel,
  auctionStatusLabel,
  invoiceItemTypeLabel,
  categoryName,
});
