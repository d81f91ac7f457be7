import { storefrontTestConfig } from './vitest.shared.ts';

// Files that replace a module with vi.mock: each gets a module graph of its own.
export default storefrontTestConfig('mocking');
