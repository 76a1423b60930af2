/* Reads the pages SENCE (or the development SENCE) answers, as a browser would see their forms. */

/** Undoes the HTML escaping of an attribute value. */
function unescape(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : unescape(match[1]);
};

/** A page's first form: where it posts and its named inputs (hidden and visible), in order. */
export interface PageForm {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The names of the inputs a person fills in (not hidden). */
  readonly visible: readonly string[];
}

/** The first form of a page, or `null`. */
export function firstForm(html: string): PageForm | null {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const action = attribute(form[0].slice(0, form[0].indexOf('>') + 1), 'action') ?? '';
  const fields: Record<string, string> = {};
  const visible: string[] = [];
  for (const [tag] of (form[1] ?? '').matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    if (name === null) continue;
    fields[name] = attribute(tag, 'value') ?? '';
    if ((attribute(tag, 'type') ?? 'text').toLowerCase() !== 'hidden') visible.push(name);
  }
  return { action, fields, visible };
}

/** The form-encoded body of fields. */
export function formBody(
  fields: Readonly<Record<string, string>> | readonly { name: string; value: string }[],
): string {
  const entries = Array.isArray(fields)
    ? (fields as readonly { name: string; value: string }[]).map(
        (field) => [field.name, field.value] as [string, string],
      )
    : Object.entries(fields as Readonly<Record<string, string>>);
  return new URLSearchParams(entries).toString();
}
