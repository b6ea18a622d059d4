import { Text, Timeline } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatDateTime } from '@/shared/lib/format';
import type { Contest } from './schemas';

interface Milestone {
  label: string;
  at: string;
}

/** The contest's dates in order, and where «now» falls among them. */
export function ContestTimeline({ contest, now }: { contest: Contest; now: number }) {
  const milestones: Milestone[] = [
    { label: 'Создан', at: contest.createdAt },
    { label: 'Начало приёма работ', at: contest.startsAt },
    { label: 'Окончание приёма работ', at: contest.endsAt },
    { label: 'Окончание голосования', at: contest.votingEndsAt },
  ];
  const passed = milestones.filter((milestone) => Date.parse(milestone.at) <= now).length;
  const items = [
    ...milestones.slice(0, passed).map((milestone) => ({ ...milestone, now: false })),
    { label: 'Сейчас', at: new Date(now).toISOString(), now: true },
    ...milestones.slice(passed).map((milestone) => ({ ...milestone, now: false })),
  ];
  return (
    // A named group (a plain div may not carry `aria-label`: axe aria-prohibited-attr).
    <Timeline
      active={passed}
      bulletSize={20}
      lineWidth={2}
      role="group"
      aria-label="Сроки конкурса"
    >
      {items.map((item) => (
        <Timeline.Item
          key={item.label}
          bullet={item.now ? <IconClock size={12} /> : undefined}
          color={item.now ? 'orange' : undefined}
          title={
            <Text size="sm" fw={item.now ? 700 : 600} c={item.now ? 'orange' : undefined}>
              {item.label}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(item.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
