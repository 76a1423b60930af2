/**
 * `@campus/rewards/element`: registers the package's custom elements (side effect of importing this module).
 * @packageDocumentation
 */
export {};
