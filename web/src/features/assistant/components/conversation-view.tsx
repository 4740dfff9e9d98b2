import { useState, type FormEvent, type ReactNode } from 'react';
import { ASSISTANT_TEXTS as T, QUICK_OPTIONS } from '../model/assistant-texts';
import type { AssistantSession } from '../hooks/use-assistant-session';
import { AnswerSources } from './answer-sources';

/**
 * The conversation about the validated client (client-radar.md §2): the questions and answers (an answer with the
 * figures and their client-detail links, labelled 'Modo sin IA' when the rules engine wrote it), the quick options
 * and the typed question box, disabled until the RUT is validated and while a question waits. An answer that names a
 * campaign shows the app's `offer` of it.
 */
/** What the app shows under an answer that names a campaign (the campaigns feature's offer of a free trial). */
export type CampaignOffer = (numero: number) => ReactNode;

export function ConversationView({ session, offer }: { session: AssistantSession; offer?: CampaignOffer }) {
  const { state, ask } = session;
  const [question, setQuestion] = useState('');
  const ready = state.phase === 'validated' && !state.asking;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !question.trim()) return;
    ask(question);
    setQuestion('');
  };

  return (
    <div className="d-flex flex-column gap-2">
      <ol
        className="list-unstyled d-flex flex-column gap-2 mb-0"
        aria-live="polite"
        data-testid="asistente-conversacion"
      >
        {state.messages.map((message) => (
          <li
            key={message.id}
            data-testid={message.from === 'user' ? 'asistente-pregunta' : 'asistente-respuesta'}
            className={`rounded p-2 text-break ${
              message.from === 'user'
                ? 'align-self-end bg-primary-subtle'
                : message.failed
                  ? 'bg-danger-subtle'
                  : 'bg-body-secondary'
            }`}
            style={{ maxWidth: '100%' }}
          >
            {message.engine === 'rules' ? (
              <span className="badge text-bg-secondary mb-1" data-testid="asistente-modo">
                {T.noAi}
              </span>
            ) : null}
            {message.notice ? (
              <div className="small text-warning-emphasis" data-testid="asistente-aviso">
                {message.notice}
              </div>
            ) : null}
            <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>
            <AnswerSources sources={message.sources} />
            {message.campaign !== null && offer ? offer(message.campaign) : null}
          </li>
        ))}
        {state.asking ? (
          <li className="text-muted small" role="status">
            {T.thinking}
          </li>
        ) : null}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        {QUICK_OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={!ready}
            onClick={() => ask(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <form className="d-flex gap-2" onSubmit={submit}>
        <label htmlFor="asistente-pregunta" className="visually-hidden">
          {T.questionLabel}
        </label>
        <input
          id="asistente-pregunta"
          className="form-control"
          placeholder={T.questionLabel}
          value={question}
          disabled={state.phase !== 'validated'}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={!ready || !question.trim()}>
          {T.send}
        </button>
      </form>
    </div>
  );
}
