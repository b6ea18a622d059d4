// The summaries and dictionary options are part of the contract (src/contract/common.ts).
export {
  categoryOptionSchema,
  categoryRefSchema,
  contestOptionSchema,
  contestRefSchema,
  reasonOptionSchema,
  reasonRefSchema,
  videoRefSchema,
  type CategoryOption,
  type CategoryRef,
  type ContestOption,
  type ContestRef,
  type ReasonOption,
  type ReasonRef,
  type VideoRef,
} from '@/contract/common';
