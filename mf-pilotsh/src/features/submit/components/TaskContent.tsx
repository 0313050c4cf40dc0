import type { TaskProgressEntry } from '@citygames/contracts/pilotsh/task.schema';
import { renderRichText } from '../../../shared/rich-text';
import { TEXTS } from '../../../texts';

/**
 * What the selected task asks: its description, its picture (as wide as the phone, loaded only when
 * scrolled to, its text read out instead of it) and its formatted body.
 */
export function TaskContent({ task }: { task: TaskProgressEntry }) {
  if (!task.description && !task.image && !task.bodyHtml) return null;
  return (
    <section className="ps-task-content" aria-label={TEXTS.submit.taskContent(task.name)} data-testid="task-content">
      {task.description && <p className="ps-section__text ps-task-description">{task.description}</p>}
      {task.image && (
        <figure className="ps-task-picture">
          <img src={task.image.src} alt={task.image.alt} loading="lazy" decoding="async" />
        </figure>
      )}
      {task.bodyHtml && <div className="ps-rich-text" dangerouslySetInnerHTML={{ __html: renderRichText(task.bodyHtml) }} />}
    </section>
  );
}
