import { ActionIcon } from '@mantine/core';
import { IconCheck, IconUsersGroup, IconX } from '@tabler/icons-react';
import { HintTooltip } from '../ui/HintTooltip';
import classes from './cells.module.css';

interface DecisionButtonsProps {
  /** What is decided on, for screen readers: «Одобрить «<subject>»». */
  subject: string;
  onApprove: () => void;
  onReject: () => void;
  approveDisabled?: boolean;
  rejectDisabled?: boolean;
  /** «Нужно второе мнение» (E), where the queue offers it; absent: no button. */
  onEscalate?: () => void;
  escalateDisabled?: boolean;
}

/**
 * Row-level approve/reject for every moderation queue; the hints name the queue's keys (`A`, `R`),
 * as every row button of a queue does.
 */
export function DecisionButtons({
  subject,
  onApprove,
  onReject,
  approveDisabled,
  rejectDisabled,
  onEscalate,
  escalateDisabled,
}: DecisionButtonsProps) {
  return (
    <div className={classes.decisions}>
      <HintTooltip label="Одобрить (A)">
        <ActionIcon
          variant="light"
          color="green"
          aria-label={`Одобрить «${subject}»`}
          disabled={approveDisabled}
          onClick={onApprove}
        >
          <IconCheck size={16} />
        </ActionIcon>
      </HintTooltip>
      <HintTooltip label="Отклонить (R)">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Отклонить «${subject}»`}
          disabled={rejectDisabled}
          onClick={onReject}
        >
          <IconX size={16} />
        </ActionIcon>
      </HintTooltip>
      {onEscalate && (
        <HintTooltip label="Нужно второе мнение (E)">
          <ActionIcon
            variant="light"
            color="grape"
            aria-label={`Нужно второе мнение: «${subject}»`}
            disabled={escalateDisabled}
            onClick={onEscalate}
          >
            <IconUsersGroup size={16} />
          </ActionIcon>
        </HintTooltip>
      )}
    </div>
  );
}
