/**
 * `npm run bench`: speed and memory targets live here, never in timed tests. Prints one JSON line per
 * benchmark so results can be compared between runs.
 */
import { benchAecParse } from './aec-parse';
import { benchAcquiredQuery } from './acquired-query';

const results: Record<string, Record<string, number>> = {};
results['aec-parse (SEQ-2 fixture)'] = benchAecParse();
console.log(JSON.stringify({ bench: 'aec-parse', ...results['aec-parse (SEQ-2 fixture)'] }));
results['acquired-query (20,000 cessions, 31 days)'] = await benchAcquiredQuery();
console.log(JSON.stringify({ bench: 'acquired-query', ...results['acquired-query (20,000 cessions, 31 days)'] }));
console.table(results);
process.exit(0);
