import {describe, expect, it} from 'vitest';
import {METAOBJECT_DEFINITIONS} from '~/lib/content/metaobject-definitions';
import {guideWithDefinitions} from '../../scripts/lib/merchandising-guide';

describe("the merchandiser's guide", () => {
  it('prints the definitions the store reads (run `npm run merchandising-guide` after changing one)', () => {
    const {current, updated} = guideWithDefinitions();
    expect(current).toBe(updated);
    for (const definition of METAOBJECT_DEFINITIONS) {
      expect(current).toContain(`(\`${definition.type}\`)`);
      for (const field of definition.fields) expect(current).toContain(`(\`${field.key}\`) | \`${field.type}\``);
    }
  });
});
