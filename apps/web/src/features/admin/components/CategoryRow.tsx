import type { ManagedCategory } from '@mariner/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { CategoryDeleteControls } from './CategoryDeleteControls.tsx';
import { CategoryRenameForm } from './CategoryRenameForm.tsx';

interface Props {
  category: ManagedCategory;
  others: readonly ManagedCategory[];
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMove: (direction: -1 | 1) => void;
  onRetire: (retired: boolean) => void;
}

/** One category: both names, its auctions, its place in the order, and what can be done to it. */
export function CategoryRow({ category, others, isFirst, isLast, isBusy, onMove, onRetire }: Props) {
  const { t } = useTranslation('admin-categories');
  const { name } = category;
  const headingId = `category-${category.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold break-words text-ink">
            {name}
            {category.retired ? (
              <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary">
                {t('list.retired')}
              </span>
            ) : null}
          </h4>
          <p className="text-sm break-words text-muted" lang="fr">
            {t('list.french', { name: category.nameFr })}
          </p>
          <p className="text-sm text-muted">{t('list.auctions', { count: category.auctionCount })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            aria-label={t('order.up', { name })}
            disabled={isFirst || isBusy}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            aria-label={t('order.down', { name })}
            disabled={isLast || isBusy}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            aria-label={t(category.retired ? 'restoreLabel' : 'retireLabel', { name })}
            disabled={isBusy}
            onClick={() => onRetire(!category.retired)}
          >
            {category.retired ? t('restore') : t('retire')}
          </Button>
        </div>
      </div>
      <details className="mt-3 rounded-lg border border-line px-3 py-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary">
          {t('edit.summary', { name })}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <CategoryRenameForm key={`${category.name}|${category.nameFr}`} category={category} />
          <CategoryDeleteControls category={category} others={others} />
        </div>
      </details>
    </li>
  );
}
