import { RevenueReportPanel } from './RevenueReportPanel.tsx';
import { SalesTaxReportPanel } from './SalesTaxReportPanel.tsx';

/** Issue 30 item 5, admin → Reports: revenue per month and product, then the sales-tax report. */
export function ReportsPanel() {
  return (
    <div className="flex flex-col gap-10">
      <RevenueReportPanel />
      <SalesTaxReportPanel />
    </div>
  );
}
