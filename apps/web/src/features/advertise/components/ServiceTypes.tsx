import { SERVICE_PROVIDER_TYPES } from '@mariner/contracts/constants';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';

/** The service types the directory lists, by their display names (spec 000 §3). */
export function ServiceTypes() {
  const { t } = useTranslation('advertise');
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {t('directory.servesHeading')}
      </h4>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {SERVICE_PROVIDER_TYPES.map((type) => (
          <li key={type} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            {advertiserTypeText(type)}
          </li>
        ))}
      </ul>
    </div>
  );
}
