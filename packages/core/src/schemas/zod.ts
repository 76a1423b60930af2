// Every runtime zod import of the core goes through this module (an ESLint rule says so), so its first
// statement runs before any schema exists. zod compiles object parsers with `new Function` after probing
// whether it may, and it probes when each object schema is *created*. A page with a strict
// Content-Security-Policy (no 'unsafe-eval') reports that probe as a `securitypolicyviolation` even though zod
// catches the error, so in a browser the JIT is turned off first; wire payloads are small, parsing without it
// costs nothing visible. Servers keep the JIT. package.json lists this file under "sideEffects": without that,
// bundlers see a plain re-export of `z`, skip the module, and the statement with it.
import { config, z } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });

export { z };
