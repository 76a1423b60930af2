export { contentTypeOf } from './content-types';
export { packageObjectKey } from './package-object-key';
export { extractPackage } from './extract-package';
export type { ExtractPackageOptions, PackageFileSink } from './extract-package';
export { inspectPackage } from './inspect-package';
export type {
  HtmlPackageDescription,
  InspectPackageOptions,
  PackageDescription,
  PackageFile,
  PackageKind,
  ScormPackageDescription,
} from './inspect-package';
export { DEFAULT_PACKAGE_LIMITS, resolvePackageLimits } from './package-limits';
export type { PackageLimits } from './package-limits';
export { isPackageRefusal, PACKAGE_REFUSAL_CODES, PackageRefusedError } from './package-refusal';
export type { PackageRefusalCode, PackageRefusalDetails } from './package-refusal';
export type { Scorm2004Edition, ScormDescription, ScormItem, ScormSco, ScormVersion } from './scorm-manifest';
export type { ScormSequencing } from './scorm-sequencing';
