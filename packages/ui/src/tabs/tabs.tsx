import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id (also the value reported by `onSelect`). */
  id: string;
  /** The tab's label, already translated. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  panel: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the tab list (e.g. "Conteúdo do curso"). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab (controlled). */
  selectedId?: string;
  /** The first selected tab when uncontrolled. @default the first enabled tab */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the whole list (roving tabindex),
 * ←/→ move and select, Home/End jump to the ends, disabled tabs are skipped. Parts: `tablist`, `tab`, `panel`.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const base = useId();
  const firstEnabled = tabs.find((tab) => tab.disabled !== true)?.id;
  const [internal, setInternal] = useState(defaultSelectedId ?? firstEnabled);
  const selected = selectedId ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => tab.disabled !== true);

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onSelect?.(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected);
    const targets: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : enabled[target];
    if (tab === undefined) return;
    event.preventDefault();
    select(tab.id);
  };

  return (
    <div className="campus-tabs" part="tabs">
      {/* The keyboard handler sits on the tablist: arrow keys move between its tabs (roving tabindex). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="campus-tabs__list" part="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            className="campus-tabs__tab"
            part="tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          // Focusable so keyboard users reach panels that start with plain text.
          tabIndex={0}
          hidden={tab.id !== selected}
          className="campus-tabs__panel"
          part="panel"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
