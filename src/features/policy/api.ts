import { keys } from '@/shared/api/keys';
import { dictionaryApi } from '@/shared/dictionary/api';
import {
  policyReasonSchema,
  type PolicyReason,
  type PolicyReasonFormValues,
} from '@/contract/policy-reasons';

/** The reasons' calls; their cache is the dialogs' too (`keys.policy`), so a change reaches them. */
export const policyReasonsApi = dictionaryApi<PolicyReason, PolicyReasonFormValues>({
  path: 'policy/reasons',
  keys: keys.policy,
  schema: policyReasonSchema,
  messages: {
    created: () => 'Причина добавлена',
    saved: () => 'Причина сохранена',
    deleted: () => 'Причина удалена',
    switchedOn: () => 'Причина включена',
    switchedOff: () => 'Причина выключена',
    moved: () => 'Порядок причин сохранён',
  },
});
