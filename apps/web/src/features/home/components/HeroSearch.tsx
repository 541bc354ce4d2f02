import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

/** Decision 7: the hero search works, going to the auction list filtered by the words typed. */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.auctionsSearch({ search: search.trim() }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form role="search" onSubmit={onSubmit} className="flex w-full max-w-2xl flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        {t('hero.searchLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            name="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('hero.searchPlaceholder')}
            maxLength={200}
            className="block min-h-12 w-full rounded-lg border border-white/20 bg-white py-3 pr-3 pl-10 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foam"
          />
        </div>
        <Button type="submit" size="lg" className="focus-visible:outline-foam">
          {t('hero.searchSubmit')}
        </Button>
      </div>
    </form>
  );
}
