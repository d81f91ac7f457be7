import { storefrontTestConfig } from './vitest.shared.ts';

// Files that share one module graph per worker (see vitest.shared.ts).
export default storefrontTestConfig('shared');
