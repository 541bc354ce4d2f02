import { Tabs } from 'radix-ui';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { ADMIN_TABS } from '../components/admin-tabs.ts';
import { StatCards } from '../components/StatCards.tsx';

const TAB_PARAM = 'tab';
const TAB_NAMESPACES = [
  ...new Set(
    ADMIN_TABS.flatMap(({ labelKey }) => (labelKey.includes(':') ? [labelKey.split(':')[0] ?? ''] : [])),
  ),
];

/**
 * Spec 001 §2 Admin dashboard. RequireAdmin already sends non-admins to /dashboard; the check here
 * only keeps the page honest if it is ever mounted without the guard.
 */
export function AdminPage() {
  // The tabs' labels live in their own features' namespaces (`banners:admin.tab`…), loaded with this page.
  const { t } = useTranslation(['admin', 'messages', ...TAB_NAMESPACES]);
  const { user, isAdmin } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();

  if (!user || !isAdmin) {
    return (
      <Container className="py-10">
        <Alert tone="error">{t('messages:noPermission')}</Alert>
      </Container>
    );
  }

  const tabs = ADMIN_TABS.filter((tab) => tab.visible(user));
  const requested = searchParams.get(TAB_PARAM);
  const current = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value;
  // Spec 001 §2: a tab the user may not see (Pricing or Directory for an ADMIN) sends them to /admin.
  if (requested !== null && current !== requested) return <Navigate to={paths.admin} replace />;

  // Issue 31: each tab keeps its search, filters and page in the address; another tab starts afresh.
  const selectTab = (value: string) =>
    setSearchParams(new URLSearchParams({ [TAB_PARAM]: value }), { replace: true });

  return (
    <Container className="flex flex-col gap-8 py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('heading')}</h1>
        <p className="mt-2 text-muted">{t('intro')}</p>
      </div>
      <StatCards />
      <Tabs.Root value={current} onValueChange={selectTab} className="flex flex-col gap-6">
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map(({ value, labelKey, Badge }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="group -mb-px flex shrink-0 items-center gap-2 rounded-t-lg border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted transition-colors hover:text-primary focus-visible:outline-offset-[-2px] data-[state=active]:border-accent data-[state=active]:text-primary"
            >
              {t(labelKey)}{' '}
              {Badge ? (
                <span className="min-w-6 rounded-full bg-primary-soft px-2 py-0.5 text-center text-xs font-bold text-primary empty:hidden group-data-[state=active]:bg-accent group-data-[state=active]:text-white">
                  <Badge />
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-offset-4">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = [
  'admin',
  'admin-audit',
  'admin-campaigns',
  'admin-categories',
  'admin-directory',
  'admin-invoices',
  'admin-pricing',
  'admin-queues',
  'admin-reports',
  'admin-stats',
  'admin-users',
  'banners',
  'charts',
  'invoices',
  'messages',
  'newsletter',
];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('admin:title');
