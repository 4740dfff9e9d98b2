import { disabledFlags, FLAG_GROUPS, toggleFlag } from '@domain/accounts/permission-editor';
import type { PermissionFlags } from '@domain/permissions';

interface PermissionCheckboxesProps {
  /** Prefix of the inputs' ids (two editors can be on screen: create form and edit modal). */
  idPrefix: string;
  flags: PermissionFlags;
  onChange: (flags: PermissionFlags) => void;
  /** The flags the signed-in user holds: the others cannot be granted and are shown disabled. */
  grantable: PermissionFlags;
}

/**
 * The permission checkboxes grouped as Avisos, Radar and Acciones (core-platform §2 "Accounts") with the editor rules
 * of §4: checking Cartera ejecutivos checks and locks Radar clientes; checking Cesiones adeudadas clears and locks
 * Cesiones adquiridas and Cesiones cedidas. A flag the user does not hold cannot be changed (the server refuses it
 * too).
 */
export function PermissionCheckboxes({ idPrefix, flags, onChange, grantable }: PermissionCheckboxesProps) {
  const locked = disabledFlags(flags);
  return (
    <div className="row g-3">
      {FLAG_GROUPS.map((group) => (
        <fieldset key={group.title} className="col-12 col-md-4" data-testid={`grupo-${group.title}`}>
          <legend className="fs-6 fw-semibold mb-2">{group.title}</legend>
          {group.flags.map(({ flag, label }) => {
            const id = `${idPrefix}-${flag}`;
            return (
              <div key={flag} className="form-check">
                <input
                  id={id}
                  type="checkbox"
                  className="form-check-input"
                  name={flag}
                  checked={flags[flag]}
                  disabled={locked.has(flag) || !grantable[flag]}
                  onChange={(event) => onChange(toggleFlag(flags, flag, event.target.checked))}
                />
                <label htmlFor={id} className="form-check-label">
                  {label}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
