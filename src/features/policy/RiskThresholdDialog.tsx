import { NumberInput } from '@mantine/core';
import * as z from 'zod/mini';
import { useEntityChange } from '@/shared/actions/useEntityChange';
import { keys } from '@/shared/api/keys';
import { apiOf } from '@/shared/api/session';
import { FormModal } from '@/shared/form/FormModal';
import {
  RISK_THRESHOLD_BOUNDS,
  riskThresholdSchema,
  type RiskThreshold,
} from '@/contract/video-risk';

const MIN = Math.round(RISK_THRESHOLD_BOUNDS.min * 100);
const MAX = Math.round(RISK_THRESHOLD_BOUNDS.max * 100);
export const RISK_PERCENT_MESSAGE = `Порог — целое число процентов от ${MIN} до ${MAX}`;

/** The form edits percents; the API takes a share (0.05..0.95). */
const percentFormSchema = z.object({
  percent: z
    .int(RISK_PERCENT_MESSAGE)
    .check(z.gte(MIN, RISK_PERCENT_MESSAGE), z.lte(MAX, RISK_PERCENT_MESSAGE)),
});
type PercentForm = z.infer<typeof percentFormSchema>;

/* Here, not with the section: saving loads with the dialog, not with the page. */
/** The threshold (administrators); the policy's data, the threshold with it, is read again. */
function useSaveThreshold() {
  return useEntityChange<RiskThreshold, RiskThreshold>({
    keys: keys.policy,
    mutationFn: (body, { client }) =>
      apiOf(client).put('policy/risk-threshold', riskThresholdSchema, body),
    successMessage: (saved) => `Порог риска: ${Math.round(saved.threshold * 100)}\u00a0%`,
  });
}

/** «Порог риска»: in percent of a frame's risk (administrators). */
export default function RiskThresholdDialog({
  opened,
  threshold,
  onClose,
}: {
  opened: boolean;
  threshold: number;
  onClose: () => void;
}) {
  const save = useSaveThreshold();
  const percent = Math.round(threshold * 100);
  return (
    <FormModal<PercentForm>
      opened={opened}
      onClose={onClose}
      title="Порог риска"
      formKey={percent}
      schema={percentFormSchema}
      initialValues={{ percent }}
      submit={(values) => save.mutateAsync({ threshold: values.percent / 100 })}
      submitLabel="Сохранить"
    >
      {(form) => (
        <NumberInput
          label="Помечать кадры и видео с риском от, %"
          description="Оценка модели только подсказывает, что проверить первым; решает модератор."
          min={MIN}
          max={MAX}
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
          {...form.getInputProps('percent')}
        />
      )}
    </FormModal>
  );
}
