import { useCombobox } from 'downshift';
import { useState } from 'react';

/** One choice: its value, the text shown and searched, and an optional count shown beside it. */
export interface SearchableOption {
  value: string;
  label: string;
  count?: number;
}

interface SearchableSelectProps {
  label: string;
  options: readonly SearchableOption[];
  /** The chosen value, null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Text shown when no option matches the search. */
  emptyText?: string;
  testId?: string;
}

/** Matches shown at once: a longer list is narrowed by typing. */
const SHOWN_MATCHES = 100;

/**
 * A single-choice select with a search box (the WAI-ARIA combobox pattern of downshift's useCombobox: typing filters
 * the options by label or value, case-insensitive; arrows, Enter and Escape work), each option with its count in
 * parentheses, and 'Limpiar' to clear the choice once one is made. Compact, for filter bars.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder = 'Todos',
  emptyText = 'Sin resultados',
  testId,
}: SearchableSelectProps) {
  const [search, setSearch] = useState('');
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const needle = search.trim().toLowerCase();
  const matches = (
    needle === '' || needle === selectedItem?.label.toLowerCase()
      ? options
      : options.filter(
          (option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle),
        )
  ).slice(0, SHOWN_MATCHES);
  const { isOpen, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<SearchableOption>({
      items: matches,
      selectedItem,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item: SearchableOption | null) => item?.value,
      onInputValueChange: ({ inputValue }) => setSearch(inputValue),
      onSelectedItemChange: ({ selectedItem: chosen }) => onChange(chosen?.value ?? null),
    });

  return (
    <div className="position-relative" data-testid={testId}>
      <label className="form-label small mb-1 d-block" {...getLabelProps()}>
        {label}
      </label>
      <div className="input-group input-group-sm" style={{ width: '18rem', maxWidth: '90vw' }}>
        <input className="form-control" placeholder={placeholder} {...getInputProps()} />
        <button
          type="button"
          className="btn btn-outline-secondary dropdown-toggle"
          aria-label={`Abrir ${label}`}
          {...getToggleButtonProps()}
        />
        {selectedItem ? (
          <button type="button" className="btn btn-outline-secondary" onClick={() => onChange(null)}>
            Limpiar
          </button>
        ) : null}
      </div>
      <ul
        className={`dropdown-menu shadow w-100 overflow-auto${isOpen ? ' show' : ''}`}
        style={{ maxHeight: '18rem' }}
        {...getMenuProps()}
      >
        {isOpen && matches.length === 0 ? <li className="dropdown-item-text small text-muted">{emptyText}</li> : null}
        {isOpen
          ? matches.map((option, index) => (
              <li
                key={option.value}
                className={`dropdown-item small text-wrap${highlightedIndex === index ? ' active' : ''}`}
                {...getItemProps({ item: option, index })}
              >
                {option.label}
                {option.count === undefined ? null : <span className="ms-1 opacity-75">({option.count})</span>}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
