import { useId, useRef, useState } from 'react';
import { useOutsideClick } from '../../../components/useOutsideClick';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { ManageTemplatesDialog } from './ManageTemplatesDialog';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import './templates.css';

interface TemplatesMenuProps {
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd: the week shown. */
  weekStart: string;
  /** "8 – 14 March 2027": the week shown, in words. */
  weekLabel: string;
}

type Open = 'save' | 'apply' | 'manage' | null;

/** The weekly toolbar's "Templates": a disclosure of three actions, each in its own dialog. */
export function TemplatesMenu({ workplaceId, userId, weekStart, weekLabel }: TemplatesMenuProps) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemsId = useId();
  useOutsideClick(menuRef, () => setExpanded(false), expanded);
  const choose = (which: Open) => {
    setExpanded(false);
    // The dialog gives focus back to what had it: the toggle, not the item that goes with the list.
    toggleRef.current?.focus();
    setOpen(which);
  };
  const context = { workplaceId, userId, onClose: () => setOpen(null) };
  return (
    <div className="templates-menu" ref={menuRef}>
      <button
        ref={toggleRef}
        type="button"
        className="button button-secondary button-small"
        aria-expanded={expanded}
        aria-controls={itemsId}
        onClick={() => setExpanded((e) => !e)}
        onKeyDown={(e) => e.key === 'Escape' && setExpanded(false)}
      >
        Templates
      </button>
      {expanded && (
        <ul id={itemsId} className="templates-menu-items" onKeyDown={(e) => e.key === 'Escape' && setExpanded(false)}>
          <li>
            <button type="button" className="templates-menu-item" onClick={() => choose('save')}>
              Save this week as a template…
            </button>
          </li>
          <li>
            <button type="button" className="templates-menu-item" onClick={() => choose('apply')}>
              Apply template…
            </button>
          </li>
          <li>
            <button type="button" className="templates-menu-item" onClick={() => choose('manage')}>
              Manage templates…
            </button>
          </li>
        </ul>
      )}
      <SaveTemplateDialog open={open === 'save'} weekStart={weekStart} weekLabel={weekLabel} {...context} />
      <ApplyTemplateDialog open={open === 'apply'} weekStart={weekStart} weekLabel={weekLabel} {...context} />
      <ManageTemplatesDialog open={open === 'manage'} {...context} />
    </div>
  );
}
