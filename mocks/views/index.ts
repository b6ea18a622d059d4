/** What the mock answers are made of, one module per entity; handlers import from here. */
export * from './counts';
export * from './users';
export * from './media';
export * from './references';
export * from './videos';
export * from './dictionaries';
export * from './contests';
export * from './comments';
export * from './complaints';
export * from './applications';
export * from './finance';
