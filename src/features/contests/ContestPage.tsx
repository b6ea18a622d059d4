import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isAdmin, useSelf } from '@/shared/api/self';
import { EntityHistory } from '@/shared/audit/EntityHistory';
import { formatCount } from '@/shared/lib/format';
import { PageHeader } from '@/shared/ui/PageHeader';
import { contestQueryOptions } from './api';
import { ContestActions } from './ContestActions';
import { ContestFacts } from './ContestFacts';
import { ContestStatusBadge } from './ContestStatusBadge';
import { ContestTimeline } from './ContestTimeline';
import { ContestWinner } from './ContestWinner';
import { plural } from './format';
import { ParticipantsTable } from './ParticipantsTable';

export function ContestPage({ id }: { id: number }) {
  const { data: contest } = useSuspenseQuery(contestQueryOptions(id));
  const self = useSelf();
  const [now] = useState(() => Date.now());

  return (
    <>
      <PageHeader
        title={contest.title}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Конкурсы', to: '/moderation/contests' },
          { label: `№${contest.id}` },
        ]}
        actions={<ContestStatusBadge contest={contest} now={now} />}
      />
      <Stack gap="lg">
        {isAdmin(self) && <ContestActions contest={contest} now={now} />}
        {contest.status === 'cancelled' && (
          <Alert color="red" variant="light" title="Конкурс отменён">
            {contest.cancelReason ?? 'Причина не указана.'}
          </Alert>
        )}
        {contest.winner && <ContestWinner winner={contest.winner} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ContestFacts contest={contest} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  Сроки
                </Title>
                <ContestTimeline contest={contest} now={now} />
              </Paper>
              {/* A contest's changes are the administrators' to read (docs/api.md, the audit trail). */}
              {isAdmin(self) && <EntityHistory entityType="contest" entityId={contest.id} />}
            </Stack>
          </Grid.Col>
        </Grid>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Участники{' '}
            <Text span c="dimmed" fz="inherit">
              {formatCount(contest.participantsCount)}{' '}
              {plural(contest.participantsCount, 'человек', 'человека', 'человек')}
            </Text>
          </Title>
          <ParticipantsTable contest={contest} />
        </Stack>
      </Stack>
    </>
  );
}
