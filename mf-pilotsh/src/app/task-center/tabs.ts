/** The task centre tabs; the active one is kept in the activeTab cookie (30 days, default 'submit'). */
export const TAB_KEYS = ['submit', 'progress', 'puzzle', 'newArea', 'props', 'admin'] as const;
export type TabKey = (typeof TAB_KEYS)[number];
export const DEFAULT_TAB: TabKey = 'submit';
