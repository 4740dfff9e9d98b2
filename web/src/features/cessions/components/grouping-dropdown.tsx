import { useState } from 'react';

interface GroupingDropdownProps {
  byDay: boolean;
  onChange: (byDay: boolean) => void;
}

/**
 * The acquired screen's grouping dropdown (core-platform §2): 'Agrupar Cedente/dia' groups the cards by
 * cedente and day of cesión, 'Volver Agrupacion inicial' goes back to one card per cedente.
 */
export function GroupingDropdown({ byDay, onChange }: GroupingDropdownProps) {
  const [open, setOpen] = useState(false);
  const choose = (value: boolean) => {
    setOpen(false);
    onChange(value);
  };
  return (
    <div className="dropdown">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
      >
        Agrupar
      </button>
      {open ? (
        <ul className="dropdown-menu show" role="menu">
          <li>
            <button
              type="button"
              role="menuitem"
              className={`dropdown-item ${byDay ? 'active' : ''}`}
              onClick={() => choose(true)}
            >
              Agrupar Cedente/dia
            </button>
          </li>
          <li>
            <button
              type="button"
              role="menuitem"
              className="dropdown-item"
              disabled={!byDay}
              onClick={() => choose(false)}
            >
              Volver Agrupacion inicial
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
