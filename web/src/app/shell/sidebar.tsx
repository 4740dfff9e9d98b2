import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuGroup } from './menu';

interface SidebarProps {
  groups: MenuGroup[];
  open: boolean;
  onNavigate: () => void;
  /** Closes the overlay sidebar of small screens. */
  onClose: () => void;
}

/** One collapsible sidebar group; open by default when the spec says so or when it holds the current route. */
function SidebarGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(group.openByDefault || group.items.some((item) => item.path === pathname));
  const listId = `menu-${group.label}`;
  return (
    <li className="mb-1">
      <button
        type="button"
        className="btn btn-link w-100 text-start text-white text-decoration-none fw-semibold"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? '▾' : '▸'} {group.label}
      </button>
      {expanded ? (
        <ul id={listId} className="nav flex-column ms-3">
          {group.items.map((item) => (
            <li key={item.path} className="nav-item">
              <NavLink
                to={item.path}
                onClick={onNavigate}
                className={({ isActive }) => `nav-link py-1 ${isActive ? 'text-white fw-semibold' : 'text-white-50'}`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The 250 px sidebar with the groups the user may see (core-platform §2, §6); small screens get a close button. */
export function Sidebar({ groups, open, onNavigate, onClose }: SidebarProps) {
  return (
    <nav className={`app-sidebar bg-dark p-3 ${open ? '' : 'is-collapsed'}`} aria-label="Menú principal">
      <div className="d-flex align-items-center mb-3">
        <span className="text-white fs-5 me-auto">Radar Cesiones</span>
        <button
          type="button"
          className="btn-close btn-close-white d-md-none"
          aria-label="Cerrar menú"
          onClick={onClose}
        />
      </div>
      <ul className="list-unstyled mb-0">
        {groups.map((group) => (
          <SidebarGroup key={group.label} group={group} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
