import { COMPANY } from '@mariner/contracts/constants';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { copyItems } from './copy.ts';

/** Spec 001 §1 and §2: what the pricing page's FAQ answers. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  const questions = copyItems(t, 'faq.items');
  return (
    <section aria-labelledby="pricing-faq" className="flex flex-col gap-5">
      <h2 id="pricing-faq" className="text-2xl font-bold tracking-tight text-primary">
        {t('faq.heading')}
      </h2>
      <dl className="grid gap-4 md:grid-cols-2">
        {questions.map((item) => (
          <div key={item.title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <dt className="font-semibold text-primary">{item.title}</dt>
            <dd className="mt-2 text-sm leading-6 text-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        {t('faq.contact')}{' '}
        <a
          href={`mailto:${COMPANY.customerServiceEmail}`}
          className="font-semibold text-accent-strong underline underline-offset-2 hover:text-primary"
        >
          {COMPANY.customerServiceEmail}
        </a>
      </p>
    </section>
  );
}
