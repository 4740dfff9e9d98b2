import { Link } from 'react-router';
import type { AnswerSource } from '@domain/assistant/assistant-contract';

/** Links to the client-detail tabs (and filters) an answer's figures came from, each named by its tool's title. */
export function AnswerSources({ sources }: { sources: AnswerSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mt-1 small">
      {sources.map((source) => (
        <Link key={source.enlace} to={source.enlace} data-testid="asistente-fuente" className="text-break">
          {source.titulo}
        </Link>
      ))}
    </div>
  );
}
