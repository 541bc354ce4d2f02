-- Issue 30 item 4: an invoice keeps the parts of the tax it was charged (GST + PST/RST/QST, or HST),
-- under the law in force on its date (decision 021). The rates themselves are a dated table in
-- contracts (TAX_RATE_SCHEDULE); invoices from before keep their stored amounts and answer parts
-- split from them on read.
ALTER TABLE "invoices" ADD COLUMN "tax_lines" jsonb;
