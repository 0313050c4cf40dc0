import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DraggableAttributes } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** What the drag handle of an entry spreads onto its button. */
export type DragHandleProps = DraggableAttributes & Record<string, unknown> & { ref: (element: HTMLElement | null) => void };

const position = (id: string | number) => Number(id) + 1;

/** What a screen reader hears while an entry is dragged (dnd-kit's own texts are English). */
const ACCESSIBILITY = {
  screenReaderInstructions: { draggable: '按空格键拿起这一项，用上下方向键移动，再按空格键放下，按 Esc 取消。' },
  announcements: {
    onDragStart: ({ active }: { active: { id: string | number } }) => `拿起了第 ${position(active.id)} 项`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `第 ${position(active.id)} 项移到第 ${position(over.id)} 项的位置` : `第 ${position(active.id)} 项不在列表上方`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `第 ${position(active.id)} 项放在了第 ${position(over.id)} 项的位置` : `第 ${position(active.id)} 项放回原处`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `取消拖动，第 ${position(active.id)} 项放回原处`,
  },
};

function SortableEntry({ id, className, children }: { id: string; className: string; children: (handle: DragHandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: '可拖动排序的一项' },
  });
  return (
    <div
      ref={setNodeRef}
      className={`${className}${isDragging ? ' st-entry--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </div>
  );
}

/**
 * The entries of a list, reordered by dragging a handle (pointer or keyboard, @dnd-kit); the list changes
 * only when an entry is dropped at another place.
 */
export function SortableEntries({
  count,
  classNameOf,
  onMove,
  children,
}: {
  count: number;
  classNameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  children: (index: number, handle: DragHandleProps) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = Array.from({ length: count }, (_, index) => String(index));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Its live regions go to the end of the page, not into the studio beside the studio's own status line.
      accessibility={{ ...ACCESSIBILITY, container: document.body }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableEntry key={id} id={id} className={classNameOf(index)}>
            {(handle) => children(index, handle)}
          </SortableEntry>
        ))}
      </SortableContext>
    </DndContext>
  );
}
