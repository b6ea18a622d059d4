import { setStorageBackend } from '@mocks/storage';

// The mock backend of a page's tests keeps its data in memory, as in Node (mocks/storage.ts): a test
// is one tab, with no other to share the data with. In jsdom's localStorage the first change of
// every test wrote the whole database out (~1.3 MB of JSON). The `app` project's first setup file:
// it runs before anything loads the database, which reads its storage once, on import. The mock's own
// tests of its tabs (`mock-tabs`) keep the storage.
setStorageBackend(null);
