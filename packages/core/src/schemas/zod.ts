// Every runtime zod import of the core goes through this module (an ESLint rule says so), so its first
// statement runs before any schema exists. The core builds its schemas with zod/mini, zod's functional API:
// classic zod puts every method on every schema, so a bundle keeps all of them (~26 KB min+gz), while a
// bundle keeps only the mini functions the core calls (~10 KB), which the element bundles' size budget needs.
// Both are built on zod/v4/core, so the server mixes its classic schemas with these and generates its
// OpenAPI document from them.
//
// zod/mini installs no locale: issue messages read "Invalid input" unless one is configured. The server imports
// classic zod, which installs English; browsers show no zod message to people (ResponseValidationError's
// `issues` keep the code, path and expectation for logs), so English is not shipped to them.
//
// zod compiles object parsers with `new Function` after probing whether it may, and it probes when each object
// schema is *created*. A page with a strict Content-Security-Policy (no 'unsafe-eval') reports that probe as a
// `securitypolicyviolation` even though zod catches the error, so in a browser the JIT is turned off first;
// wire payloads are small, parsing without it costs nothing visible. Servers keep the JIT. package.json lists
// this file under "sideEffects": without that, bundlers see a plain re-export of `z`, skip the module, and the
// statement with it.
import { config, z } from 'zod/mini';

if (typeof document !== 'undefined') config({ jitless: true });

export { z };
