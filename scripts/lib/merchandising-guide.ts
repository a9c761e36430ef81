import {readFileSync, writeFileSync} from 'node:fs';
import {brands, BRAND_IDS} from '../../app/brands';
import {METAOBJECT_DEFINITIONS, type MetaobjectFieldDefinition} from '../../app/lib/content/metaobject-definitions';

export const MERCHANDISING_GUIDE_PATH = 'docs/merchandising.md';
const START =
  '<!-- definitions: written by `npm run merchandising-guide` from app/lib/content/metaobject-definitions.ts -->';
const END = '<!-- end of definitions -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function validations(field: MetaobjectFieldDefinition): string {
  const rules: string[] = [];
  const {maxLength, choices} = field.validations ?? {};
  if (maxLength !== undefined) rules.push(`at most ${maxLength} characters`);
  if (choices) rules.push(`one of ${choices.map((choice) => `\`${choice}\``).join(', ')}`);
  return rules.join('; ');
}

/** The guide's definitions section: one table per metaobject type, and each brand's home sections. */
export function definitionsSection(): string {
  const types = METAOBJECT_DEFINITIONS.map((definition) =>
    [
      `### ${definition.name} (\`${definition.type}\`)`,
      '',
      `${definition.description} The store reads up to ${definition.readAtMost} entries.`,
      '',
      '| field (key) | type | required | translatable | validations | what it is |',
      '|---|---|---|---|---|---|',
      ...definition.fields.map(
        (field) =>
          `| ${field.name} (\`${field.key}\`) | \`${field.type}\` | ${field.required ? 'yes' : 'no'} | ${field.translatable ? 'yes' : 'no'} | ${cell(validations(field))} | ${cell(field.description)} |`,
      ),
    ].join('\n'),
  );
  const sections = [
    '### Each brand’s home sections',
    '',
    '| brand | sections it can show | shown without entries, in this order |',
    '|---|---|---|',
    ...BRAND_IDS.map((id) => {
      const {available, default: shown} = brands[id].homeSections;
      const list = (keys: readonly string[]) => keys.map((key) => `\`${key}\``).join(', ');
      return `| ${brands[id].name} (\`${id}\`) | ${list(available)} | ${list(shown.map(({section}) => section))} |`;
    }),
  ].join('\n');
  return [START, '', ...types.flatMap((table) => [table, '']), sections, '', END].join('\n');
}

/** The guide as it is on disk, and as it would be with the definitions section written afresh. */
export function guideWithDefinitions(): {current: string; updated: string} {
  const current = readFileSync(MERCHANDISING_GUIDE_PATH, 'utf8');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${MERCHANDISING_GUIDE_PATH} has no definitions markers`);
  return {current, updated: current.slice(0, start) + definitionsSection() + current.slice(end + END.length)};
}

export function writeGuide(): void {
  writeFileSync(MERCHANDISING_GUIDE_PATH, guideWithDefinitions().updated);
}
