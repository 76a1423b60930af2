import { joinParameters, packagePathOf, relativeUrlOf, resolveHref } from './launch-url';
import { PackageRefusedError } from './package-refusal';
import { sequencingCollectionOf, sequencingOf } from './scorm-sequencing';
import type { ScormSequencing } from './scorm-sequencing';
import type { XmlDocument, XmlElement } from './xml-tree';

/** The SCORM version a manifest declares. */
export type ScormVersion = '1.2' | '2004';

/** The SCORM 2004 edition, when the manifest says which (`CAM 1.3` is the 2nd). */
export type Scorm2004Edition = '2nd' | '3rd' | '4th' | 'unknown';

/** An item of the organization tree. */
export interface ScormItem {
  readonly identifier: string;
  readonly title: string;
  /** `isvisible`: false hides the item from the table of contents, it still runs. */
  readonly isVisible: boolean;
  /** The referenced resource's identifier, or null for a grouping item. */
  readonly resourceIdentifier: string | null;
  /** `sco` talks to the run-time API; an `asset` is only displayed. Null for a grouping item. */
  readonly scormType: 'sco' | 'asset' | null;
  /** Launch URL relative to the package root (xml:base, href and parameters joined), or null for a grouping item. */
  readonly launchUrl: string | null;
  /** `adlcp:datafromlms` (1.2) / `adlcp:dataFromLMS` (2004): the SCO's `cmi.launch_data`. */
  readonly dataFromLms: string | null;
  /** `adlcp:masteryscore` (1.2): the score from which the LMS sets `passed`. */
  readonly masteryScore: number | null;
  /** `adlcp:maxtimeallowed` (1.2; 2004 moved time limits into sequencing, not read here). */
  readonly maxTimeAllowed: string | null;
  /** `adlcp:timelimitaction` / `adlcp:timeLimitAction`. */
  readonly timeLimitAction: string | null;
  /** `adlcp:completionThreshold` (2004): the text (3rd) or `minProgressMeasure` (4th). */
  readonly completionThreshold: number | null;
  /** Whether the item carries SCORM 2004 sequencing rules (`imsss:sequencing`). */
  readonly hasSequencing: boolean;
  /**
   * The item's SCORM 2004 sequencing (collection entry merged) and `adlnav:presentation`, for 2004 packages that
   * give it any. Absent from items imported before sequencing was read.
   */
  readonly sequencing?: ScormSequencing;
  readonly children: readonly ScormItem[];
}

/** A launchable SCO, in the organization's order. */
export interface ScormSco {
  readonly itemIdentifier: string;
  readonly resourceIdentifier: string;
  readonly title: string;
  readonly launchUrl: string;
}

/** What a SCORM manifest says, as the player and the progress rules need it. */
export interface ScormDescription {
  readonly version: ScormVersion;
  /** For 2004 only; null for 1.2. */
  readonly edition: Scorm2004Edition | null;
  /** The `schemaversion` text as written, or null when the manifest has none. */
  readonly schemaVersion: string | null;
  /** The default organization (`organizations@default`, else the first). */
  readonly organization: {
    readonly identifier: string;
    readonly title: string;
    readonly hasSequencing: boolean;
    /** The organization's own sequencing (the root of the activity tree), when it has some. */
    readonly sequencing?: ScormSequencing;
    readonly items: readonly ScormItem[];
  };
  /** Every SCO of the default organization, in tree order. */
  readonly scos: readonly ScormSco[];
  /** The first launchable item's URL (a SCO or an asset): what the player opens first. */
  readonly launchUrl: string;
  /** Whether the manifest has any 2004 sequencing (on items, organizations or a sequencing collection). */
  readonly hasSequencing: boolean;
}

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const ADL_CP_12 = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
const SCORM_2004_NAMESPACES = [
  'http://www.adlnet.org/xsd/adlcp_v1p3',
  'http://www.imsglobal.org/xsd/imsss',
  'http://www.adlnet.org/xsd/adlseq_v1p3',
  'http://www.adlnet.org/xsd/adlnav_v1p3',
];
const IMSSS = 'http://www.imsglobal.org/xsd/imsss';

/**
 * Whether an element belongs to IMS Content Packaging. The CP namespace differs between versions
 * (`imscp_rootv1p1p2`, `imscp_v1p1`) and some tools write none or a wrong one, so CP elements are recognised
 * as those in no extension namespace (ADL, IMS SS, metadata), matched by local name.
 */
function isCp(element: XmlElement): boolean {
  return !/adlnet\.org|imsss|imsmd|\/lom|ieee/i.test(element.uri);
}

function cpChildren(element: XmlElement, local: string): XmlElement[] {
  return element.children.filter((child) => child.local === local && isCp(child));
}

function cpChild(element: XmlElement, local: string): XmlElement | undefined {
  return cpChildren(element, local)[0];
}

/** An unqualified (CP) attribute. */
function attribute(element: XmlElement, local: string): string | undefined {
  return element.attributes.find((a) => a.uri === '' && a.local === local)?.value;
}

function xmlBase(element: XmlElement): string | undefined {
  return element.attributes.find((a) => a.uri === XML_NAMESPACE && a.local === 'base')?.value;
}

/** An ADL extension attribute or child element, by case-insensitive local name (1.2 and 2004 differ in case). */
function adlValue(element: XmlElement, local: string): string | undefined {
  const wanted = local.toLowerCase();
  const fromAttribute = element.attributes.find((a) => a.uri !== '' && a.local.toLowerCase() === wanted);
  if (fromAttribute) return fromAttribute.value.trim();
  const child = element.children.find((c) => !isCp(c) && c.local.toLowerCase() === wanted);
  return child?.text.trim() || undefined;
}

function hasSequencingChild(element: XmlElement): boolean {
  return element.children.some((child) => child.uri === IMSSS && child.local === 'sequencing');
}

function invalid(reason: string, facts: Record<string, string> = {}): PackageRefusedError {
  const details: Record<string, string> = { reason };
  for (const [key, value] of Object.entries(facts)) details[key] = value.slice(0, 200);
  return new PackageRefusedError('package_manifest_invalid', details);
}

function numberOrNull(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The version and edition, by the CAM's `schemaversion` first (`1.2`, `CAM 1.3`, `2004 3rd Edition`,
 * `2004 4th Edition`), then by the ADL namespaces the manifest declares. With neither, the manifest is plain
 * IMS CP as SCORM 1.2 packages were written before `schemaversion` was required, so 1.2.
 */
function detectVersion(
  doc: XmlDocument,
  schemaVersion: string | null,
): { version: ScormVersion; edition: Scorm2004Edition | null } {
  const text = (schemaVersion ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '1.2') return { version: '1.2', edition: null };
  if (text === 'cam 1.3') return { version: '2004', edition: '2nd' };
  if (/2004 3rd edition/.test(text)) return { version: '2004', edition: '3rd' };
  if (/2004 4th edition/.test(text)) return { version: '2004', edition: '4th' };
  const declared = [...doc.namespaces].map((uri) => uri.toLowerCase());
  if (declared.some((uri) => SCORM_2004_NAMESPACES.includes(uri))) return { version: '2004', edition: 'unknown' };
  if (declared.includes(ADL_CP_12)) return { version: '1.2', edition: null };
  if (/2004/.test(text)) return { version: '2004', edition: 'unknown' };
  return { version: '1.2', edition: null };
}

interface ResourceInfo {
  readonly identifier: string;
  readonly scormType: 'sco' | 'asset';
  readonly href: string | undefined;
  readonly element: XmlElement;
}

/**
 * Describes an `imsmanifest.xml` (SCORM 1.2 or 2004) against the package's files: version, default
 * organization, item tree, SCOs and launch URLs.
 * @param files every file path in the package, to check that each launch URL names one
 * @throws {PackageRefusedError} `package_manifest_invalid` with a `reason` in `details`
 */
export function describeScormManifest(doc: XmlDocument, files: ReadonlySet<string>): ScormDescription {
  const manifest = doc.root;
  if (manifest.local !== 'manifest' || !isCp(manifest)) throw invalid('root_not_manifest');
  const metadata = cpChild(manifest, 'metadata');
  const schemaVersionText = metadata ? cpChild(metadata, 'schemaversion')?.text.trim() : undefined;
  const schemaVersion = schemaVersionText ? schemaVersionText : null;
  const { version, edition } = detectVersion(doc, schemaVersion);

  const organizationsElement = cpChild(manifest, 'organizations');
  const resourcesElement = cpChild(manifest, 'resources');
  if (!organizationsElement) throw invalid('organizations_missing');
  if (!resourcesElement) throw invalid('resources_missing');

  const resources = new Map<string, ResourceInfo>();
  for (const element of cpChildren(resourcesElement, 'resource')) {
    const identifier = attribute(element, 'identifier')?.trim();
    if (!identifier) throw invalid('resource_identifier_missing');
    // A resource without adlcp:scormType is an asset: the attribute is mandatory, and only a SCO may call the API.
    const type = adlValue(element, 'scormType')?.toLowerCase();
    resources.set(identifier, {
      identifier,
      scormType: type === 'sco' ? 'sco' : 'asset',
      href: attribute(element, 'href'),
      element,
    });
  }

  const organizations = cpChildren(organizationsElement, 'organization');
  const defaultId = attribute(organizationsElement, 'default')?.trim();
  const organization = defaultId
    ? organizations.find((candidate) => attribute(candidate, 'identifier')?.trim() === defaultId)
    : organizations[0];
  if (!organization) {
    throw invalid(
      defaultId ? 'default_organization_missing' : 'organization_missing',
      defaultId ? { organization: defaultId } : {},
    );
  }

  const bases = [xmlBase(manifest), xmlBase(resourcesElement)];
  const scos: ScormSco[] = [];
  let firstLaunch: string | undefined;

  const launchUrlOf = (resource: ResourceInfo, parameters: string | undefined, item: string): string => {
    if (!resource.href?.trim()) throw invalid('resource_href_missing', { item, resource: resource.identifier });
    const url = resolveHref([...bases, xmlBase(resource.element)], resource.href);
    const path = url ? packagePathOf(url) : undefined;
    if (!url || path === undefined || !files.has(path)) {
      throw invalid('launch_file_missing', { item, resource: resource.identifier, href: resource.href });
    }
    return joinParameters(relativeUrlOf(url), parameters);
  };

  // Sequencing is SCORM 2004's: a 1.2 manifest carrying imsss elements is read as the 1.2 it declares.
  const collection = version === '2004' ? sequencingCollectionOf(manifest) : new Map<string, XmlElement>();
  const sequencingOfElement = (element: XmlElement) =>
    version === '2004' ? sequencingOf(element, collection) : undefined;

  const readItem = (element: XmlElement): ScormItem => {
    const identifier = attribute(element, 'identifier')?.trim() ?? '';
    if (!identifier) throw invalid('item_identifier_missing');
    const title = cpChild(element, 'title')?.text.trim() ?? '';
    const reference = attribute(element, 'identifierref')?.trim() || undefined;
    let resource: ResourceInfo | undefined;
    let launchUrl: string | null = null;
    if (reference !== undefined) {
      resource = resources.get(reference);
      if (!resource) throw invalid('item_resource_missing', { item: identifier, resource: reference });
      launchUrl = launchUrlOf(resource, attribute(element, 'parameters'), identifier);
      firstLaunch ??= launchUrl;
      if (resource.scormType === 'sco') {
        scos.push({ itemIdentifier: identifier, resourceIdentifier: resource.identifier, title, launchUrl });
      }
    }
    const threshold = element.children.find((c) => !isCp(c) && c.local === 'completionThreshold');
    const sequencing = sequencingOfElement(element);
    return {
      identifier,
      title,
      isVisible: attribute(element, 'isvisible')?.trim().toLowerCase() !== 'false',
      resourceIdentifier: resource?.identifier ?? null,
      scormType: resource?.scormType ?? null,
      launchUrl,
      dataFromLms: adlValue(element, 'dataFromLMS') ?? null,
      masteryScore: numberOrNull(adlValue(element, 'masteryscore')),
      maxTimeAllowed: adlValue(element, 'maxtimeallowed') ?? null,
      timeLimitAction: adlValue(element, 'timeLimitAction') ?? null,
      completionThreshold: threshold
        ? numberOrNull(threshold.attributes.find((a) => a.local === 'minProgressMeasure')?.value ?? threshold.text)
        : null,
      hasSequencing: hasSequencingChild(element),
      ...(sequencing === undefined ? {} : { sequencing }),
      children: cpChildren(element, 'item').map(readItem),
    };
  };

  const items = cpChildren(organization, 'item').map(readItem);
  if (firstLaunch === undefined) throw invalid('nothing_to_launch');
  const anyItemSequenced = (list: readonly ScormItem[]): boolean =>
    list.some((item) => item.hasSequencing || anyItemSequenced(item.children));
  const organizationSequenced = hasSequencingChild(organization);
  const hasCollection = manifest.children.some(
    (child) => child.uri === IMSSS && child.local === 'sequencingCollection',
  );
  const organizationSequencing = sequencingOfElement(organization);
  return {
    version,
    edition,
    schemaVersion,
    organization: {
      identifier: attribute(organization, 'identifier')?.trim() ?? '',
      title: cpChild(organization, 'title')?.text.trim() ?? '',
      hasSequencing: organizationSequenced,
      ...(organizationSequencing === undefined ? {} : { sequencing: organizationSequencing }),
      items,
    },
    scos,
    launchUrl: firstLaunch,
    hasSequencing: organizationSequenced || hasCollection || anyItemSequenced(items),
  };
}
