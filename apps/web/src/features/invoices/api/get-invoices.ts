import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../lib/api/invoices.ts';

/** The page shown stays while the next one loads, so the table does not jump. */
export const useInvoices = (page: number) =>
  useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
