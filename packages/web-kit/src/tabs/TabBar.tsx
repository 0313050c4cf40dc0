import './TabBar.css';

export interface TabBarTab<Key extends string> {
  key: Key;
  title: string;
}

/**
 * The row of tabs above a game's task centre (a list that wraps onto a second row on a narrow phone,
 * so no tab hides off-screen, with a line under the active tab, coloured by --active-title-color / --active-line-color like antd-mobile's Tabs). Written here
 * because antd-mobile's Tabs brings its animation library (react-spring, about 17 KB gzip) onto
 * the first screen a player opens, only to slide that line.
 */
export function TabBar<Key extends string>({
  tabs,
  activeKey,
  onChange,
  className,
  label,
}: {
  tabs: readonly TabBarTab<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  className?: string;
  label?: string;
}) {
  return (
    <div className={className ? `cg-tabs ${className}` : 'cg-tabs'}>
      <div className="cg-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <div key={tab.key} className="cg-tabs__wrapper">
              <button
                type="button"
                role="tab"
                aria-selected={active}
                className={active ? 'cg-tabs__tab cg-tabs__tab--active' : 'cg-tabs__tab'}
                onClick={() => {
                  if (!active) onChange(tab.key);
                }}
              >
                {tab.title}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
