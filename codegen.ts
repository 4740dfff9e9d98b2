import type { CodegenConfig } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';

/**
 * GraphQL Code Generator: the wire types of schema.graphql, written once into domain/wire/schema-types.ts for the
 * Lambdas and the web app alike. `npm run codegen` writes it; `npm run codegen:check` writes to CODEGEN_OUT and
 * compares, so a schema change without regenerating fails the tests.
 */
const OUTPUT = process.env.CODEGEN_OUT ?? 'domain/wire/schema-types.ts';

const HEADER = [
  '// Generated from schema.graphql by GraphQL Code Generator (codegen.ts): run `npm run codegen`, do not edit.',
  '// `npm run codegen:check` (part of `npm test`) fails while this file differs from what schema.graphql gives.',
  '',
  '',
].join('\n');

const MAX_LINE = 120;

/** Words joined into lines of at most MAX_LINE characters, each starting with `prefix`. */
function wrapWords(prefix: string, text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= MAX_LINE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`${prefix}${word}`);
  }
  return lines;
}

/** A doc comment line longer than the repository's line limit (a one-line comment or a block's line), wrapped. */
function wrapDocComment(line: string): string {
  if (line.length <= MAX_LINE) return line;
  const oneLine = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
  if (oneLine) {
    const [, indent = '', text = ''] = oneLine;
    return [`${indent}/**`, ...wrapWords(`${indent} * `, text), `${indent} */`].join('\n');
  }
  const inBlock = /^(\s* \* )(.*)$/.exec(line);
  return inBlock ? wrapWords(inBlock[1] ?? '', inBlock[2] ?? '').join('\n') : line;
}

/**
 * The header, the schema's descriptions wrapped to the line limit and the repository's Prettier style, so the committed
 * file passes `npm run lint` as written.
 */
async function headerAndPrettier(path: string, content: string): Promise<string> {
  const options = await resolveConfig(path);
  const wrapped = content.split('\n').map(wrapDocComment).join('\n');
  return format(HEADER + wrapped, { ...options, filepath: path });
}

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // Schema order, so the types read like schema.graphql.
  sort: false,
  generates: {
    [OUTPUT]: {
      plugins: ['typescript'],
      config: {
        // Nullable output fields are present and null (what the resolvers return); nullable inputs and arguments may be
        // left out, as the callers do.
        avoidOptionals: { field: true, object: false, inputValue: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        enumsAsTypes: true,
        skipTypename: true,
        scalars: { ID: 'string' },
        strictScalars: true,
        useTypeImports: true,
      },
    },
  },
  hooks: { beforeOneFileWrite: [headerAndPrettier] },
};

export default config;
