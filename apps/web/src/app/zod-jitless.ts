import { config } from 'zod';

// Before any schema exists (zod reads the flag as it builds one): our CSP forbids `new Function`, so zod's
// compiled parsers can never run, and its probe for them only costs the page a reported CSP violation.
config({ jitless: true });
