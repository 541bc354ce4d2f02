import { useMutation } from '@tanstack/react-query';

/** `attachment; filename="MM-2025-000001.pdf"` → the name; anything else → the fallback. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET /api/invoices/:id/pdf (decision 8: Download gives a PDF made by the server). Fetched rather
 * than linked, so a failure can be told (spec 001 §8) instead of saving an error page as a PDF.
 */
export async function downloadInvoicePdf(input: { id: string; invoiceNumber: string }): Promise<void> {
  const response = await fetch(`/api/invoices/${encodeURIComponent(input.id)}/pdf`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/pdf' },
  });
  if (!response.ok) throw new Error(`Invoice download failed: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(
    response.headers.get('Content-Disposition'),
    `invoice-${input.invoiceNumber || input.id}.pdf`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoicePdf });
