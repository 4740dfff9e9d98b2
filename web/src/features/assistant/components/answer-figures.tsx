import { Link } from 'react-router';
import type { ToolResult } from '@domain/assistant/assistant-port';
import { ASSISTANT_TEXTS as T } from '../model/assistant-texts';

/** An answer's figures, grouped by the tool result they came from, each group linked to its client-detail tab. */
export function AnswerFigures({ results }: { results: ToolResult[] }) {
  return (
    <>
      {results.map((result, index) => (
        <div key={index} className="mt-2 small" data-testid="asistente-cifras">
          <dl className="row mb-1">
            {result.facts.map((fact) => (
              <div key={fact.label} className="col-12 d-flex flex-wrap justify-content-between gap-2">
                <dt className="fw-normal text-muted">{fact.label}</dt>
                <dd className="mb-0 fw-semibold text-break">{fact.text}</dd>
              </div>
            ))}
          </dl>
          <Link to={result.link} data-testid="asistente-fuente">
            {T.source}
          </Link>
        </div>
      ))}
    </>
  );
}
