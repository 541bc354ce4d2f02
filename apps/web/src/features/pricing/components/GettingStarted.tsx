import { useTranslation } from '../../../lib/i18n/index.tsx';
import { copyItems } from './copy.ts';

/** Spec 001 §2: three steps, create the listing, submit payment, go live. */
export function GettingStarted() {
  const { t } = useTranslation('pricing');
  const steps = copyItems(t, 'gettingStarted.steps');
  return (
    <section aria-labelledby="pricing-getting-started" className="flex flex-col gap-5">
      <h2 id="pricing-getting-started" className="text-2xl font-bold tracking-tight text-primary">
        {t('gettingStarted.heading')}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm md:flex-col"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-primary">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
