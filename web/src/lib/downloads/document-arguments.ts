/**
 * GraphQL variable declarations of the fields that name one document (schema.graphql aecFiles, pdfFile,
 * getCertificate).
 */
export const DOCUMENT_VARIABLES = /* GraphQL */ `$rutEmisor: String!, $tipo: Int!, $folio: Float!, $idSecuencia: Int, $rutFactoring: String!`;

/** The matching field arguments, to pass {@link DOCUMENT_VARIABLES} through. */
export const DOCUMENT_ARGUMENTS = /* GraphQL */ `rutEmisor: $rutEmisor, tipo: $tipo, folio: $folio, idSecuencia: $idSecuencia, rutFactoring: $rutFactoring`;
