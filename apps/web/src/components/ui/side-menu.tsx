import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from './icons';
import './side-menu.css';

export type SideMenuItem = { to: string; label: string; icon: IconName; end?: boolean; badge?: ReactNode };
export type SideMenuGroup = { label?: string; items: SideMenuItem[] };

/** The side menu of the learner, teacher and admin areas; the current page's link carries `active`. */
export function SideMenu({ label, groups }: { label: string; groups: SideMenuGroup[] }) {
  return (
    <nav aria-label={label} className="lb-side-menu">
      {groups.map((g, i) => (
        <Fragment key={g.label ?? i}>
          {g.label && (
            <div className="lb-side-menu__group" aria-hidden>
              {g.label}
            </div>
          )}
          {g.items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="lb-side-menu__link">
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.badge}
            </NavLink>
          ))}
        </Fragment>
      ))}
    </nav>
  );
}
