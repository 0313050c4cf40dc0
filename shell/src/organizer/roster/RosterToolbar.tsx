/** Searching the roster (team name, a player's name or phone) and downloading it as a CSV. */
export function RosterToolbar({
  search,
  onSearch,
  found,
  total,
  onDownload,
}: {
  search: string;
  onSearch: (search: string) => void;
  found: number;
  total: number;
  onDownload: () => void;
}) {
  return (
    <section className="oc-card oc-roster-toolbar">
      <input type="search" aria-label="搜索名单" placeholder="搜索队名、队员姓名或手机号" value={search} onChange={(event) => onSearch(event.target.value)} />
      <span className="oc-muted" data-testid="roster-count">
        {search.trim() ? `找到 ${found} 支队伍（共 ${total} 支）` : `共 ${total} 支队伍`}
      </span>
      <button type="button" onClick={onDownload}>
        下载名单 CSV
      </button>
    </section>
  );
}
