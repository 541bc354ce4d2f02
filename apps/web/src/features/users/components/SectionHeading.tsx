/** A section of the profile screen: its heading names the section for screen readers too. */
export const SectionHeading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id} className="border-b border-line pb-2 text-lg font-bold text-primary">
    {children}
  </h2>
);
