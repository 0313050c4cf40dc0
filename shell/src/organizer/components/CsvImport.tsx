import { FilePicker } from './FilePicker';

export function CsvImport({ onImport }: { onImport: (csv: string) => Promise<boolean> }) {
  return (
    <section className="oc-card oc-form">
      <h2>导入名单（CSV）</h2>
      <p className="oc-muted">每行：队名,队长手机号,队员手机号…（队员可分列，也可在一格里用分号分隔）。有任何一行出错时整份名单都不导入。</p>
      <FilePicker label="选择名单文件" accept=".csv,text/csv" onFile={(file) => void file.text().then(onImport)} />
    </section>
  );
}
