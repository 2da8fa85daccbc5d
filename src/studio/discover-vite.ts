/**
 * The browser's view of `machines/`: Vite globs, lazy (one dynamic import per module), so the modules load only
 * when the studio opens. The patterns match `isMachineModule` / `isSpecModule` in discover.ts.
 */
import type { ModuleLoaders } from './discover';

export const machineLoaders = import.meta.glob('/machines/**/*.machine.ts') as ModuleLoaders;

export const specLoaders = import.meta.glob(['/machines/**/*spec*.ts', '!/machines/**/*.test.ts']) as ModuleLoaders;
