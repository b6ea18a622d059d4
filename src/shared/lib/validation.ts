// SPEC §5's validation texts and rules are part of the contract: the server answers with them too.
export * from '@/contract/validation';
