import { isAuctioneer, type User } from '@mariner/contracts';
import { Megaphone, UserRoundCog } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

type PromptKey = 'completeProfile' | 'createBanner';

/**
 * Spec 000 §6: advertiser types other than auctioneers are asked to create a banner ad, and
 * anyone without a type to complete the profile. Auctioneers (isAuctioneer) get Create Auction
 * in their auctions section, which the router hands the dashboard.
 */
export function promptsFor(user: Pick<User, 'role' | 'advertiserType'>): PromptKey[] {
  const prompts: PromptKey[] = [];
  if (!user.advertiserType) prompts.push('completeProfile');
  if (user.advertiserType && !isAuctioneer(user)) prompts.push('createBanner');
  return prompts;
}

const PROMPTS: Record<PromptKey, { to: string; icon: typeof Megaphone; highlight: boolean }> = {
  completeProfile: { to: paths.profileEdit, icon: UserRoundCog, highlight: false },
  createBanner: { to: paths.createBanner, icon: Megaphone, highlight: true },
};

export function RolePrompts({ user }: { user: Pick<User, 'role' | 'advertiserType'> }) {
  const { t } = useTranslation('dashboard');
  const prompts = promptsFor(user);
  if (prompts.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {prompts.map((key) => {
        const { to, icon: Icon, highlight } = PROMPTS[key];
        return (
          <section
            key={key}
            aria-labelledby={`prompt-${key}`}
            className={
              highlight
                ? 'flex flex-col gap-4 rounded-2xl bg-primary p-6 text-white shadow-sm sm:flex-row sm:items-center'
                : 'flex flex-col gap-4 rounded-2xl border border-accent/40 bg-accent-soft p-6 sm:flex-row sm:items-center'
            }
          >
            <Icon
              aria-hidden="true"
              className={highlight ? 'size-10 shrink-0 text-foam' : 'size-10 shrink-0 text-accent-strong'}
            />
            <div className="flex-1">
              <h2
                id={`prompt-${key}`}
                className={highlight ? 'text-lg font-bold' : 'text-lg font-bold text-primary'}
              >
                {t(`${key}.title`)}
              </h2>
              <p className={highlight ? 'mt-1 text-sm text-white/85' : 'mt-1 text-sm text-ink'}>
                {t(`${key}.text`)}
              </p>
            </div>
            <ButtonLink to={to} variant={highlight ? 'primary' : 'navy'} className="shrink-0">
              {t(`${key}.action`)}
            </ButtonLink>
          </section>
        );
      })}
    </div>
  );
}
