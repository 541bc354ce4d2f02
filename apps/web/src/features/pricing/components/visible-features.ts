/** Spec 001 §2: a feature whose text mentions social media is not shown on the auction and directory cards. */
export const visibleFeatures = (features: readonly string[]): string[] =>
  features.filter((feature) => !/social/i.test(feature));
