const percent = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 3 });

/** 15000 → "15", 14975 → "14.975": the rate as the spec's table writes it. */
export const formatRate = (millipercent: number): string => percent.format(millipercent / 1000);
