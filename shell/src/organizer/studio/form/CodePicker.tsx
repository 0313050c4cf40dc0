/** A picker of codes shown by their Chinese names (fanhua's resources and items); an unknown code stays visible as it is. */
export function CodePicker({ id, codes, value, onChange }: { id: string; codes: Record<string, string>; value: string; onChange: (value: string) => void }) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {!(value in codes) && <option value={value}>{value === '' ? '请选择' : value}</option>}
      {Object.entries(codes).map(([code, title]) => (
        <option key={code} value={code}>
          {title}
        </option>
      ))}
    </select>
  );
}
