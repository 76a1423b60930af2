// Side effect, on purpose, and first in the core's entry: zod compiles object parsers with `new Function`
// after probing whether it may, and it probes when each object schema is *created* — at module load. A page
// with a strict Content-Security-Policy (no 'unsafe-eval') reports that probe as a `securitypolicyviolation`
// even though zod catches the error. In a browser, turn the JIT off before any schema exists; wire payloads
// are small, so parsing without it costs nothing visible. Servers keep the JIT.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
