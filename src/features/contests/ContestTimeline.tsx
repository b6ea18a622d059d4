import { Text, Timeline, type MantineColor } from '@mantine/core';
import { IconBan, IconClock, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { contestState } from '@/contract/contests';
import { formatDateTime } from '@/shared/lib/format';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Contest } from './schemas';

interface Item {
  label: string;
  /** Null: a moment the contest does not know (closed before it kept the time). */
  at: string | null;
  /** The marked item: «Сейчас», or the state a closed contest ended in. */
  mark?: { color: MantineColor; bullet: ReactNode };
}

/**
 * The contest's dates in order and where it stands among them: «Сейчас» while it is a draft or
 * published; a finished or cancelled one ends at its state, when it closed (`closedAt`), and shows
 * none of the dates that had not come by then: they never will.
 */
export function ContestTimeline({ contest, now }: { contest: Contest; now: number }) {
  const state = contestState(contest, now);
  const closed = state === 'finished' || state === 'cancelled';
  const milestones = [
    { label: 'Создан', at: contest.createdAt },
    { label: 'Начало приёма работ', at: contest.startsAt },
    { label: 'Окончание приёма работ', at: contest.endsAt },
    { label: 'Окончание голосования', at: contest.votingEndsAt },
  ];
  const until = closed && contest.closedAt ? Date.parse(contest.closedAt) : now;
  const passed = milestones.filter((milestone) => Date.parse(milestone.at) <= until);
  const marked: Item = closed
    ? {
        label: CONTEST_STATUS_STYLES[state].label,
        at: contest.closedAt,
        mark: {
          color: CONTEST_STATUS_STYLES[state].color,
          bullet: state === 'cancelled' ? <IconBan size={12} /> : <IconTrophy size={12} />,
        },
      }
    : {
        label: 'Сейчас',
        at: new Date(now).toISOString(),
        mark: { color: 'orange', bullet: <IconClock size={12} /> },
      };
  const items: Item[] = closed
    ? [...passed, marked]
    : [...passed, marked, ...milestones.slice(passed.length)];
  return (
    // A named group (a plain div may not carry `aria-label`: axe aria-prohibited-attr).
    <Timeline
      active={passed.length}
      bulletSize={20}
      lineWidth={2}
      role="group"
      aria-label="Сроки конкурса"
    >
      {items.map((item) => (
        <Timeline.Item
          key={item.label}
          bullet={item.mark?.bullet}
          color={item.mark?.color}
          title={
            <Text size="sm" fw={item.mark ? 700 : 600} c={item.mark?.color}>
              {item.label}
            </Text>
          }
        >
          {item.at && (
            <Text size="xs" c="dimmed">
              {formatDateTime(item.at)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
