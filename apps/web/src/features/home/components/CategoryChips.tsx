import { FALLBACK_CATEGORY_NAMES } from '@mariner/contracts/constants';
import { Link } from 'react-router';
import { useCategories } from '../../../lib/get-categories.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { categoryLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';

interface Chip {
  key: string;
  name: string;
  to: string;
}

/**
 * Spec 000 §2 Home: chips to the list filtered by category. When the list is empty or fails to
 * load (spec 000 §8: ignored), the fallback names search for the name instead.
 */
export function CategoryChips() {
  const { t } = useTranslation('home');
  const { data, isPending } = useCategories();

  const chips: Chip[] =
    data && data.length > 0
      ? data.map((category) => ({
          key: category.id,
          name: categoryLabel(category.name),
          to: paths.auctionsSearch({ category: category.id }),
        }))
      : FALLBACK_CATEGORY_NAMES.map((name) => ({
          key: name,
          name: categoryLabel(name),
          to: paths.auctionsSearch({ search: name }),
        }));

  return (
    <section aria-labelledby="browse-by-category" className="flex flex-col gap-4">
      <h2 id="browse-by-category" className="text-2xl font-bold tracking-tight text-primary">
        {t('categories.heading')}
      </h2>
      {isPending ? (
        <p role="status" className="text-muted">
          {t('categories.loading')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to={chip.to}
                className="inline-flex min-h-10 items-center rounded-full border border-primary/20 bg-white px-4 py-2 text-sm font-semibold text-primary transition hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                {chip.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
