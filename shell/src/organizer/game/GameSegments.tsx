/** The row of game buttons over a panel: one pressed at a time. */
export function GameSegments<Id extends string>({
  label,
  games,
  selected,
  onSelect,
}: {
  label: string;
  games: readonly { id: Id; title: string }[];
  selected: Id;
  onSelect: (game: Id) => void;
}) {
  return (
    <div className="oc-segments" role="group" aria-label={label}>
      {games.map((entry) => (
        <button key={entry.id} type="button" aria-pressed={selected === entry.id} onClick={() => onSelect(entry.id)}>
          {entry.title}
        </button>
      ))}
    </div>
  );
}
