// The validation texts and rules (docs/product.md#validation) are part of the contract: the server
// answers with them too.
export * from '@/contract/validation';
