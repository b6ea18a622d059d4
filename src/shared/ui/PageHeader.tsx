import { Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterAnchor } from './links';

export interface Crumb {
  label: string;
  /** A route path; the last crumb (the current page) has none. */
  to?: string;
}

interface PageHeaderProps {
  title: string;
  crumbs?: Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
}

/** Title, breadcrumbs and page-level actions, the same on every page. */
export function PageHeader({ title, crumbs = [], description, actions }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {crumbs.length > 0 && (
        // A landmark of its own: `aria-label` on Mantine's plain div is prohibited (axe).
        <nav aria-label="Навигационная цепочка">
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <RouterAnchor key={crumb.label} to={crumb.to} size="sm" c="dimmed">
                  {crumb.label}
                </RouterAnchor>
              ) : (
                <Text key={crumb.label} size="sm" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {/* miw 0: a title longer than the page (one long word) breaks instead of widening it. */}
        <Stack gap={2} miw={0}>
          {/* The page's one h1 (every page has one: axe page-has-heading-one), drawn at h2 size. */}
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
