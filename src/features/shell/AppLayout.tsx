import { ActionIcon, Badge, Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { IconHistory, IconLogout, IconMenu2, IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { countersQueryOptions, type Counters } from '@/shared/live/counters';
import { useShortcuts } from '@/shared/lib/shortcuts';
import { ColorSchemeMenu } from '@/shared/ui/ColorSchemeMenu';
import { isAdmin, useSelf, type User } from '@/shared/api/self';
import { useSession, useSomethingHeld } from '@/shared/api/session';
import { RouterAnchor, RouterNavLink } from '@/shared/ui/links';
import { notifySuccess, notifyWarning } from '@/shared/ui/notify';
import { DrawnAfterShell } from '@/shared/ui/DrawnAfterShell';
import { useLiveQueues } from '@/shared/live/useLiveQueues';
import { Logo } from '@/shared/ui/Logo';
import { lazyWidget, OpenOnDemand } from '@/shared/ui/on-demand';
import classes from './AppLayout.module.css';
import { UnsentDecisions } from '@/shared/actions/UnsentDecisions';
import { navigationFor } from './navigation';
// Every page in the shell calls the API at once: the HTTP client, which the session loads on first
// use, comes among the shell's own chunks (preloaded with them), not after them.
import '@/shared/api/client';
import { UserAvatar } from '@/shared/ui/UserAvatar';

const CommandPalette = lazy(() => import('./CommandPalette'));
const MyDecisionsPopover = lazyWidget(() => import('@/shared/audit/MyDecisionsPopover'));

/** «Мои решения» in the header: the popover arrives (code and data) when first opened. */
function MyDecisionsButton({ selfId }: { selfId: number }) {
  return (
    <OpenOnDemand
      widget={MyDecisionsPopover}
      selfId={selfId}
      trigger={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Мои решения"
          aria-expanded={false}
        >
          <IconHistory size={18} />
        </ActionIcon>
      }
    />
  );
}

function isActive(pathname: string, to: string): boolean {
  if (to === '/users') return pathname === '/users' || /^\/users\/\d+/.test(pathname);
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The shell around every authenticated page: navigation with queue badges, the user, log-out. */
export function AppLayout() {
  const self = useSelf();
  const { live } = useSession();
  const counters = useQuery(countersQueryOptions(live)).data;
  // Claims and decisions of colleagues reach the lists and counters as they happen.
  useLiveQueues();
  return (
    <AppFrame self={self} counters={counters}>
      <PageSlot />
    </AppFrame>
  );
}

/**
 * The page, drawn one step after the frame around it: at the first paint, and again whenever another
 * kind of page opens (a video from the list), so the click that opens it paints at once and React
 * builds the new page in slices instead of one long task. The same page with other params
 * or search (the next video, the next page of a list) is updated in place, which costs less than
 * building it anew.
 */
function PageSlot() {
  // The route the Outlet shows now (not the one a pending navigation goes to).
  const route = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  return (
    <DrawnAfterShell key={route}>
      <Outlet />
    </DrawnAfterShell>
  );
}

interface AppFrameProps {
  /** The profile; absent when it could not be loaded. */
  self?: User;
  counters?: Counters;
  children: ReactNode;
}

/**
 * The shell's frame: header with the logo, the user and log-out, navigation, the page. Without a
 * profile (it failed to load) the user's name is left out and the navigation shows only what every
 * role may open, so `Выйти` and the way around stay there while the page says what failed.
 */
/**
 * Ctrl+Z takes back the latest held decision; offered in the palette while one is held. A component
 * of its own: the first decision of a page flips "something held", and only this re-renders for it,
 * not the whole frame.
 */
export const UNDONE_NOTICE = 'Решение отменено и не отправлено';
export const NOTHING_TO_UNDO = 'Нечего отменять: решения уже отправлены';

function UndoDecisionShortcut() {
  const { decisions } = useSession();
  const somethingHeld = useSomethingHeld();
  useShortcuts([
    {
      keys: 'mod+Z',
      // Said in words: the decision's own notice closing is easy to miss.
      run: () => {
        if (decisions.undoLatest()) notifySuccess(UNDONE_NOTICE);
        else notifyWarning(NOTHING_TO_UNDO);
      },
      label: somethingHeld ? 'Отменить последнее решение' : undefined,
    },
  ]);
  return null;
}

export function AppFrame({ self, counters, children }: AppFrameProps) {
  const { decisions } = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  // The palette's code arrives on first use; each request opens it.
  const [paletteRequest, setPaletteRequest] = useState(0);
  const openPalette = () => setPaletteRequest((count) => count + 1);
  useShortcuts([{ keys: 'mod+K', run: openPalette, inFields: true }]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <div className={classes.root}>
      <UndoDecisionShortcut />
      {/* `right-scroll-bar-position`: a modal's scroll lock keeps the header where it was. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* An icon button, not Mantine's Burger: its code and styles were the shell's alone. */}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="sm"
              aria-label="Меню"
              aria-expanded={opened}
              onClick={toggle}
            >
              {opened ? <IconX size={20} /> : <IconMenu2 size={20} />}
            </ActionIcon>
            <RouterAnchor to="/moderation/videos" underline="never" c="inherit">
              <Group gap={10} wrap="nowrap">
                <Logo size={32} />
                <Text fw={700} visibleFrom="xs">
                  Who Will Win
                </Text>
              </Group>
            </RouterAnchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {self && (
              <>
                <UserAvatar src={self.avatarUrl} size={32}>
                  {self.nickname.slice(0, 2).toUpperCase()}
                </UserAvatar>
                <Stack gap={0} visibleFrom="xs">
                  <Text size="sm" fw={600} lh={1.2} data-testid="self-nickname">
                    {self.nickname}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.2} data-testid="self-roles">
                    {self.roles.map((role) => role.name).join(', ')}
                  </Text>
                </Stack>
              </>
            )}
            {/* Named «Поиск», its key given by aria-keyshortcuts: the key cap is not read (a name
                unlike the text read fails axe's label-content-name-mismatch). */}
            <Button
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                <Kbd size="xs" aria-hidden>
                  Ctrl K
                </Kbd>
              }
              onClick={openPalette}
              aria-keyshortcuts="Control+K"
              visibleFrom="sm"
            >
              Поиск
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={openPalette}
              aria-label="Поиск"
              aria-keyshortcuts="Control+K"
              hiddenFrom="sm"
            >
              <IconSearch size={18} />
            </ActionIcon>
            {self && <MyDecisionsButton selfId={self.id} />}
            <ColorSchemeMenu />
            {/* On a phone the icon alone: with its word it stuck out past the screen's edge. */}
            <Button
              variant="subtle"
              color="gray"
              className={classes.logout}
              leftSection={<IconLogout size={16} />}
              aria-label="Выйти"
              onClick={() => void decisions.sendAllAndLogout()}
            >
              <span className={classes.logoutLabel}>Выйти</span>
            </Button>
          </Group>
        </Group>
      </header>

      <nav
        className={classes.navbar}
        data-opened={opened || undefined}
        aria-label="Основная навигация"
      >
        <div className={classes.navigation}>
          {navigationFor(isAdmin(self)).map((group) => (
            <Stack key={group.label} gap={2} mb="md">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {group.label}
              </Text>
              {group.items.map((item) => {
                const count = item.counter ? counters?.[item.counter] : undefined;
                return (
                  <RouterNavLink
                    key={item.to}
                    to={item.to}
                    label={item.label}
                    active={isActive(pathname, item.to)}
                    // Highlighting is decided above; the router's prefix matching would also mark
                    // «Все пользователи» on /users/applications.
                    activeOptions={{ exact: true }}
                    onClick={close}
                    rightSection={
                      count ? (
                        <Badge
                          size="sm"
                          variant="filled"
                          color="red"
                          circle={count < 10}
                          aria-label={`${count} в очереди`}
                        >
                          {count > 999 ? '999+' : count}
                        </Badge>
                      ) : undefined
                    }
                  />
                );
              })}
            </Stack>
          ))}
        </div>
      </nav>

      {paletteRequest > 0 && (
        <Suspense fallback={null}>
          <CommandPalette admin={isAdmin(self)} openRequest={paletteRequest} />
        </Suspense>
      )}
      <main className={`${classes.main} mantine-AppShell-main`}>
        <UnsentDecisions userId={self?.id} />
        {children}
      </main>
    </div>
  );
}
