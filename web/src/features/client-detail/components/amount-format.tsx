import { createContext, Fragment, useContext, useId } from 'react';
import { formatDetailAmount, type AmountMode } from '../model/amount-format';

const AmountModeContext = createContext<AmountMode>('completo');

/** Provides the page's amounts mode (client-detail.md §2 "Completo or M$ Millones") to every tab. */
export const AmountModeProvider = AmountModeContext.Provider;

/** The formatter of CLP amounts for the page's current mode (model/amount-format.ts). */
export function useAmountFormat(): (amount: number) => string {
  const mode = useContext(AmountModeContext);
  return (amount) => formatDetailAmount(amount, mode);
}

/** The Completo / 'M$ Millones' toggle of the sticky filter bar (client-detail.md §2), a two-button group. */
export function AmountModeToggle({ mode, onChange }: { mode: AmountMode; onChange: (mode: AmountMode) => void }) {
  const name = useId();
  const options: { value: AmountMode; label: string }[] = [
    { value: 'completo', label: 'Completo' },
    { value: 'millones', label: 'M$ Millones' },
  ];
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label="Formato de montos">
      {options.map((option) => (
        <Fragment key={option.value}>
          <input
            type="radio"
            className="btn-check"
            name={name}
            id={`${name}-${option.value}`}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className="btn btn-outline-secondary" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
