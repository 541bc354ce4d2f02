import { CampaignsPanel } from './CampaignsPanel.tsx';
import { NewsletterPanel } from './NewsletterPanel.tsx';

/** The Newsletter tab: campaigns to write and send (issue 31 item 4), then the subscribers. */
export function NewsletterTab() {
  return (
    <div className="flex flex-col gap-12">
      <CampaignsPanel />
      <NewsletterPanel />
    </div>
  );
}
