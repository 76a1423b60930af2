import { SaxesParser } from 'saxes';

/** An attribute with its namespace resolved (`''` for an unprefixed one). */
export interface XmlAttribute {
  readonly uri: string;
  readonly local: string;
  readonly value: string;
}

/** An element with its namespace resolved, whatever prefix the document used. */
export interface XmlElement {
  readonly uri: string;
  readonly local: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: XmlElement[];
  /** The element's own text (character data and CDATA directly inside it), untrimmed. */
  text: string;
}

/** A parsed document: its root and every namespace it declares anywhere. */
export interface XmlDocument {
  readonly root: XmlElement;
  readonly namespaces: ReadonlySet<string>;
}

/** Thrown for a document that is not well-formed XML. */
export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** Decodes the bytes by their byte order mark (UTF-16 either way, else UTF-8 with or without one). */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
}

/**
 * Parses XML namespace-aware into a small element tree. saxes never fetches or expands external entities (no
 * XXE, no entity expansion bombs). A prefix the document forgot to declare (authoring tools do write
 * `adlcp:scormtype` without `xmlns:adlcp`) is tolerated: the name keeps its local part, its URI is the bare
 * prefix; every other error is fatal.
 * @throws {XmlSyntaxError} when the document is not well-formed.
 */
export function parseXml(bytes: Uint8Array): XmlDocument {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const namespaces = new Set<string>();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: Error | undefined;
  parser.on('error', (error) => {
    if (!/unbound namespace prefix/.test(error.message)) failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const attributes: XmlAttribute[] = [];
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === XMLNS_NAMESPACE) namespaces.add(attribute.value.trim());
      else attributes.push({ uri: attribute.uri, local: attribute.local, value: attribute.value });
    }
    const element: XmlElement = { uri: tag.uri, local: tag.local, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const appendText = (text: string): void => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', appendText);
  parser.on('cdata', appendText);
  parser.write(decodeXml(bytes)).close();
  if (failure) throw new XmlSyntaxError(failure.message);
  if (!root) throw new XmlSyntaxError('no root element');
  return { root, namespaces };
}
