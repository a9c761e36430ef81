// One load run in a process of its own, so that `bench:ssr` counts only the worker's CPU:
// `node --import tsx scripts/lib/load-generator.ts '{"target": {...}, "options": {...}}'` prints the
// LoadResult as JSON on its last line.
import {loadTest, type LoadOptions, type Target} from './bench-http';

const {target, options} = JSON.parse(process.argv[2] ?? '{}') as {target: Target; options: LoadOptions};
const result = await loadTest(target, options);
console.log(JSON.stringify(result));
