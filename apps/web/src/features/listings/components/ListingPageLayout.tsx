import type { ReactNode } from 'react';
import { Container } from '../../../components/Container.tsx';

/** The frame of the create and edit screens: a heading, a line of introduction and the form card. */
export function ListingPageLayout({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{heading}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        <div className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8">{children}</div>
      </div>
    </Container>
  );
}
