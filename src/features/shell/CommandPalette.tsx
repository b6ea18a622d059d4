import '@mantine/spotlight/styles.css';
import { Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keyLabel } from '@/shared/lib/shortcuts';
import { usePageActions } from '@/shared/lib/page-actions';
import { navigationFor } from './navigation';
import { paletteSearchQueryOptions } from './palette-search';

const [store, actions] = createSpotlight();

/** Searching the API starts at this many characters, after a pause in typing. */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 300;

const includes = (text: string, query: string) =>
  text.toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));

/** 'shift+A' as key caps, with the Russian letter on the same key in the name. */
function ActionKeys({ keys }: { keys: string }) {
  const parts = keys
    .split('+')
    .map((part) => (part === 'mod' ? 'Ctrl' : part === 'shift' ? 'Shift' : part));
  return (
    <Group gap={2} wrap="nowrap" aria-label={parts.map(keyLabel).join(' + ')}>
      {parts.map((part) => (
        <Kbd key={part} size="xs">
          {part}
        </Kbd>
      ))}
    </Group>
  );
}

/**
 * Marks the first result active unless one is: Enter opens what is marked, and Mantine marks the first
 * one only in the tick after a keystroke, so results drawn later (the API's, after the pause in typing)
 * or on opening were marked by nothing and Enter did nothing. The same marking as Mantine's own
 * (`data-selected` and the store's index), which ↑↓ continue from.
 */
function selectFirstResult() {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list || list.querySelector('[data-action][data-selected]')) return;
  const first = list.querySelector('[data-action]');
  if (!first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

function ResultGroup({ label, children }: { label: string; children: ReactNode }) {
  return <Spotlight.ActionsGroup label={label}>{children}</Spotlight.ActionsGroup>;
}

/**
 * The command palette (Ctrl+K or the search button): the actions of the page on screen (its named
 * shortcuts), the pages the role may open and, through the API, users, videos and contests. Loaded on first use; `openRequest` grows each time it is asked for.
 */
export default function CommandPalette({
  admin,
  openRequest,
}: {
  admin: boolean;
  openRequest: number;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const searching = debounced.length >= MIN_QUERY;
  const search = useQuery({ ...paletteSearchQueryOptions(debounced), enabled: searching });

  useEffect(() => {
    if (openRequest > 0) actions.open();
  }, [openRequest]);

  const go = (to: string) => () => void navigate({ to });
  const pageActions = usePageActions().filter((action) => includes(action.label, query));
  const pages = navigationFor(admin)
    .flatMap((group) => group.items.map((item) => ({ ...item, group: group.label })))
    .filter((item) => includes(`${item.group} ${item.label}`, query));
  const results = searching ? search.data : undefined;
  const { opened } = useSpotlight(store);
  // What is listed, in order: when it changes, the first result becomes active if none is.
  const listed = [
    ...pageActions.map((action) => action.keys),
    ...pages.map((page) => page.to),
    ...(results
      ? [
          ...results.users.map((user) => `user-${user.id}`),
          ...results.videos.map((video) => `video-${video.id}`),
          ...results.contests.map((contest) => `contest-${contest.id}`),
        ]
      : []),
  ].join(' ');
  useEffect(() => {
    if (opened) selectFirstResult();
  }, [opened, listed]);
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Before Mantine's own handler, which opens the marked result.
    if (event.nativeEvent.code === 'Enter' || event.nativeEvent.code === 'NumpadEnter') {
      selectFirstResult();
    }
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        aria-label="Поиск по панели"
        placeholder="Страница, пользователь, видео (#id) или конкурс…"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={search.isFetching && searching ? <Loader size="xs" /> : null}
        onKeyDown={onSearchKeyDown}
      />
      <Spotlight.ActionsList aria-label="Результаты">
        {pageActions.length > 0 && (
          <ResultGroup label="Действия на странице">
            {pageActions.map((action) => (
              <Spotlight.Action
                key={`action-${action.keys}`}
                label={action.label}
                rightSection={<ActionKeys keys={action.keys} />}
                // Run once the palette has closed, so that a dialog it opens gets the focus.
                onClick={() => setTimeout(action.run)}
              />
            ))}
          </ResultGroup>
        )}
        {pages.length > 0 && (
          <ResultGroup label="Страницы">
            {pages.map((page) => (
              <Spotlight.Action
                key={page.to}
                label={page.label}
                description={page.group}
                onClick={go(page.to)}
              />
            ))}
          </ResultGroup>
        )}
        {results && results.users.length > 0 && (
          <ResultGroup label="Пользователи">
            {results.users.map((user) => (
              <Spotlight.Action
                key={`user-${user.id}`}
                label={user.nickname}
                description={user.email}
                onClick={go(`/users/${user.id}`)}
              />
            ))}
          </ResultGroup>
        )}
        {results && results.videos.length > 0 && (
          <ResultGroup label="Видео">
            {results.videos.map((video) => (
              <Spotlight.Action
                key={`video-${video.id}`}
                label={video.title}
                description={`#${video.id}`}
                onClick={go(`/moderation/videos/${video.id}`)}
              />
            ))}
          </ResultGroup>
        )}
        {results && results.contests.length > 0 && (
          <ResultGroup label="Конкурсы">
            {results.contests.map((contest) => (
              <Spotlight.Action
                key={`contest-${contest.id}`}
                label={contest.title}
                onClick={go(`/moderation/contests/${contest.id}`)}
              />
            ))}
          </ResultGroup>
        )}
        {searching && search.isError && (
          <Text c="red" size="sm" p="sm" role="alert">
            Поиск не удался: {search.error.message}
          </Text>
        )}
        {pages.length === 0 &&
          pageActions.length === 0 &&
          (!searching ||
            (results &&
              results.users.length + results.videos.length + results.contests.length === 0)) && (
            <Spotlight.Empty>Ничего не найдено</Spotlight.Empty>
          )}
      </Spotlight.ActionsList>
      <Group justify="flex-end" px="sm" py={6}>
        <Text size="xs" c="dimmed">
          ↑↓ выбрать · Enter открыть · Esc закрыть
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
