import { useQuery } from '@tanstack/react-query';
import { invoiceQueryOptions } from '../../../lib/api/invoices.ts';

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
