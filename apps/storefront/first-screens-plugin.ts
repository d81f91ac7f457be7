import path from 'node:path';
import type { Plugin } from 'vite';
import { EVERY_SCREEN, FIRST_SCREEN_MODULES, SHELL_FOLDERS } from './src/app/first-screens.ts';

/** What the server reads: each kind of first screen's files beyond the entry, in fetch order. */
export interface FirstScreensFile {
  every: string[];
  screens: Record<string, string[]>;
  /** Styles of the shell's lazy parts, which a prerendered page shows before its script. */
  shellCss: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes first-screens.json: for each kind of screen of src/app/first-screens.ts, the chunk holding each
 * module, the chunks those import and their CSS, less what the entry already loads (decision 013);
 * and the CSS of the shell's lazy parts, which a prerendered page links (decision 014).
 */
export const firstScreensPlugin = (root: string): Plugin => ({
  name: 'portal-first-screens',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter(
      (c) => c.type === 'chunk',
    ) as unknown as ChunkLike[];
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const byModule = new Map<string, ChunkLike>();
    for (const chunk of chunks)
      for (const id of chunk.moduleIds)
        byModule.set(path.relative(root, id).split(path.sep).join('/'), chunk);

    /** A chunk and its static imports, depth first, imports before importers. */
    const closure = (chunk: ChunkLike, into: Set<string>) => {
      if (into.has(chunk.fileName)) return into;
      into.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) closure(imported, into);
      }
      return into;
    };
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) return this.error('first screens: the build has no entry chunk');
    const loaded = closure(entry, new Set());

    const filesOf = (modules: readonly string[]) => {
      const js = new Set<string>();
      for (const module of modules) {
        const chunk = byModule.get(module);
        if (!chunk)
          this.error(`first screens: no chunk holds ${module} (src/app/first-screens.ts)`);
        closure(chunk, js);
      }
      const files: string[] = [];
      for (const file of js) {
        if (loaded.has(file)) continue;
        files.push(`/${file}`);
        for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
      }
      return files;
    };

    const every = filesOf(EVERY_SCREEN);
    const screens = Object.fromEntries(
      Object.entries(FIRST_SCREEN_MODULES).map(([name, modules]) => [
        name,
        filesOf(modules).filter((file) => !every.includes(file)),
      ]),
    );
    const shellCss = chunks
      .filter((c) => !loaded.has(c.fileName))
      .filter((c) =>
        c.moduleIds.some((id) => {
          const file = path.relative(root, id).split(path.sep).join('/');
          return SHELL_FOLDERS.some((folder) => file.startsWith(folder));
        }),
      )
      .flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`));
    const file: FirstScreensFile = { every, screens, shellCss: [...new Set(shellCss)] };
    const source = JSON.stringify(file, null, 1);
    this.emitFile({ type: 'asset', fileName: 'first-screens.json', source });
  },
});
