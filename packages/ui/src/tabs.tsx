import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type * as React from 'react';
import { cn } from './cn';

/** One tab of {@link Tabs}. */
export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: React.ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onChange: (key: K) => void;
  className?: string;
}

/** Controlled tabs (Headless UI: arrow keys, `aria-selected`, panels linked to their tabs). */
export function Tabs<K extends string>({ tabs, selected, onChange, className }: TabsProps<K>) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next];
        if (tab) onChange(tab.key);
      }}
      className={className}
    >
      <TabList className="flex gap-1 overflow-x-auto overflow-y-hidden border-b border-line">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm whitespace-nowrap text-ink-soft outline-none',
              'data-focus:text-primary-600 data-hover:text-primary-600',
              'data-selected:border-primary-500 data-selected:font-semibold data-selected:text-primary-600',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className="outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
