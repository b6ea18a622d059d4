import { NumberInput } from '@mantine/core';
import { useEntityChange } from '@/shared/actions/useEntityChange';
import { keys } from '@/shared/api/keys';
import { apiOf } from '@/shared/api/session';
import { FormModal } from '@/shared/form/FormModal';
import {
  QUEUE_LABELS,
  QUEUE_NAMES,
  QUEUE_TARGET_HOURS,
  queueTargetsBodySchema,
  type QueueTargets,
} from '@/contract/queue-stats';

/* Here, not in api.ts: saving loads with the dialog, not with the page. */
/** The queues' targets (administrators); the figures are fetched again with them. */
function useSaveTargets() {
  return useEntityChange<QueueTargets, QueueTargets>({
    keys: keys.queues,
    mutationFn: (targets, { client }) =>
      apiOf(client).patch('stats/queues/targets', queueTargetsBodySchema, targets),
    successMessage: () => 'Сроки очередей сохранены',
  });
}

/** «Сроки очередей»: how long an item of each queue may wait, in hours (administrators). */
export default function TargetsDialog({
  opened,
  targets,
  onClose,
}: {
  opened: boolean;
  targets: QueueTargets;
  onClose: () => void;
}) {
  const save = useSaveTargets();
  return (
    <FormModal<QueueTargets>
      opened={opened}
      onClose={onClose}
      title="Сроки очередей"
      formKey={QUEUE_NAMES.map((queue) => targets[queue]).join('-')}
      schema={queueTargetsBodySchema}
      initialValues={targets}
      submit={(values) => save.mutateAsync(values)}
      submitLabel="Сохранить"
    >
      {(form) =>
        QUEUE_NAMES.map((queue) => (
          <NumberInput
            key={queue}
            label={`${QUEUE_LABELS[queue]}: ждут не дольше, часов`}
            min={QUEUE_TARGET_HOURS.min}
            max={QUEUE_TARGET_HOURS.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(queue)}
          />
        ))
      }
    </FormModal>
  );
}
