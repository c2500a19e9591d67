import { config } from 'zod';

// Before any schema exists: our CSP forbids `new Function`, so zod's compiled parsers can never run, and its
// probe for them costs every schema's construction a check and the page a reported CSP violation.
config({ jitless: true });
