/**
 * A strict parser for the XML sitemaps are written in (a prolog, elements, attributes, text and
 * entities; no DTD, comments or CDATA): it throws on what an XML parser refuses (unbalanced or
 * crossed tags, a bare `&` or `<`, an unquoted or repeated attribute, an undeclared namespace
 * prefix, text outside the root), so a test can say a sitemap is well-formed.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** the element's own text, entities decoded, trimmed */
  text: string;
}

const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const ENTITIES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', apos: "'"};

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`"<" in text or an attribute at ${at}`);
  return raw.replace(/&([^;\s]*);?/g, (match, name: string) => {
    if (!match.endsWith(';')) throw new Error(`unterminated entity "${match}" at ${at}`);
    if (ENTITIES[name]) return ENTITIES[name];
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (!code) throw new Error(`unknown entity "${match}" at ${at}`);
    return String.fromCodePoint(parseInt(code, name.startsWith('#x') ? 16 : 10));
  });
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? '')) at++;
  };
  const name = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source) ?? fail('a name expected');
    at += match[0].length;
    return match[0];
  };

  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end === -1) fail('unterminated prolog');
    at = end + 2;
  }

  function element(namespaces: ReadonlySet<string>): XmlElement {
    if (source[at] !== '<') fail('"<" expected');
    at++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (source.startsWith('/>', at) || source[at] === '>') break;
      if (at === before) fail('space expected between attributes');
      const attribute = name();
      if (Object.hasOwn(attributes, attribute)) fail(`repeated attribute ${attribute}`);
      skipSpace();
      if (source[at] !== '=') fail('"=" expected');
      at++;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('quoted attribute value expected');
      const end = source.indexOf(quote, at + 1);
      if (end === -1) fail('unterminated attribute value');
      attributes[attribute] = decode(source.slice(at + 1, end), at);
      at = end + 1;
    }
    const declared = new Set(namespaces);
    for (const attribute of Object.keys(attributes)) {
      if (attribute.startsWith('xmlns:')) declared.add(attribute.slice('xmlns:'.length));
    }
    for (const qualified of [tag, ...Object.keys(attributes)]) {
      const prefix = qualified.includes(':') ? qualified.split(':')[0] : null;
      if (prefix && prefix !== 'xmlns' && prefix !== 'xml' && !declared.has(prefix)) {
        fail(`undeclared namespace prefix "${prefix}"`);
      }
    }
    const node: XmlElement = {name: tag, attributes, children: [], text: ''};
    if (source.startsWith('/>', at)) {
      at += 2;
      return node;
    }
    at++;
    let text = '';
    for (;;) {
      const next = source.indexOf('<', at);
      if (next === -1) fail(`</${tag}> expected`);
      text += decode(source.slice(at, next), at);
      at = next;
      if (source.startsWith('</', at)) {
        at += 2;
        if (name() !== tag) fail(`</${tag}> expected`);
        skipSpace();
        if (source[at] !== '>') fail('">" expected');
        at++;
        node.text = text.trim();
        return node;
      }
      node.children.push(element(declared));
    }
  }

  skipSpace();
  const root = element(new Set());
  skipSpace();
  if (at !== source.length) fail('nothing may follow the root element');
  return root;
}

/** The children of `element` with this name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
