import type { ReactNode } from 'react';
import { openPanel, usePanelOpen, type PanelId } from '~/lib/panel-store';
import { preloadPanel } from '../panels/panel-loaders';

interface Props {
  panel: PanelId;
  className?: string;
  children: ReactNode;
  label?: string;
}

/** A button that opens a side panel, fetching the panel's code as soon as the user aims at it. */
export function HeaderPanelButton({ panel, className, children, label }: Props) {
  const open = usePanelOpen(panel);
  const preload = () => preloadPanel(panel);
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => openPanel(panel)}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      className={className}
    >
      {children}
    </button>
  );
}
