import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TranslatorProvider, useTranslation } from './index.tsx';
import { Trans } from './trans.tsx';
import { Translator } from './translator.ts';

function Mail({ children }: { children?: ReactNode }) {
  return <a href="mailto:desk@example.com">{children}</a>;
}

function Contact() {
  const { t } = useTranslation('about');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="contact"
        values={{ email: 'desk@example.com' }}
        components={{ email: <Mail /> }}
      />
    </p>
  );
}

describe('Trans', () => {
  it('renders the tags of a text as the components given, holding the filled words', () => {
    const translator = new Translator('en');
    translator.addResourceBundle('en', 'about', { contact: 'Write to <email>{{email}}</email> today.' });
    render(
      <TranslatorProvider i18n={translator}>
        <Contact />
      </TranslatorProvider>,
    );
    const link = screen.getByRole('link', { name: 'desk@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:desk@example.com');
    expect(link.parentElement).toHaveTextContent('Write to desk@example.com today.');
  });
});
