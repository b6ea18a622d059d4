import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import classes from './PageHeader.module.css';
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

/**
 * Title, breadcrumbs and page-level actions, the same on every page, in two short lines: the rows
 * of a list start high on the screen. The page's description is folded behind «О странице».
 */
export function PageHeader({ title, crumbs = [], description, actions }: PageHeaderProps) {
  const [described, setDescribed] = useState(false);
  const descriptionId = useId();
  return (
    <Stack gap={2} mb="sm">
      {crumbs.length > 0 && (
        // Mantine's Breadcrumbs drawn plain (a separator between links) in a landmark of its own.
        <nav aria-label="Навигационная цепочка">
          <div className={classes.crumbs}>
            {crumbs.map((crumb, index) => (
              <Fragment key={crumb.label}>
                {index > 0 && <div className={classes.separator}>/</div>}
                {crumb.to ? (
                  <RouterAnchor to={crumb.to} size="xs" c="dimmed" className={classes.crumb}>
                    {crumb.label}
                  </RouterAnchor>
                ) : (
                  <Text size="xs" aria-current="page" className={classes.crumb}>
                    {crumb.label}
                  </Text>
                )}
              </Fragment>
            ))}
          </div>
        </nav>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {/* miw 0: a title longer than the page (one long word) breaks instead of widening it. */}
        <Group gap={4} miw={0} wrap="nowrap" align="center">
          {/* The page's one h1 (every page has one: axe page-has-heading-one), drawn at h3 size. */}
          <Title order={1} size="h3" miw={0}>
            {title}
          </Title>
          {description && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="О странице"
              aria-expanded={described}
              aria-controls={described ? descriptionId : undefined}
              onClick={() => setDescribed((shown) => !shown)}
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          )}
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && described && (
        <Text c="dimmed" size="sm" id={descriptionId}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
