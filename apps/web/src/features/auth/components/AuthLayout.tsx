import type { ReactNode } from 'react';
import { Container } from '../../../components/Container.tsx';

interface AuthLayoutProps {
  heading: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}

/** The frame shared by the login and register screens. */
export function AuthLayout({ heading, intro, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <Container className={wide ? 'max-w-3xl py-10 sm:py-14' : 'max-w-md py-10 sm:py-16'}>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{heading}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-muted">{footer}</p>
    </Container>
  );
}
