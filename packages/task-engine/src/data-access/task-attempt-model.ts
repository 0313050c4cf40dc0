import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * One document per wrong answer, as releases before the log moved onto the task's counter
 * (team-task-state-model.ts) wrote them: read, never written, so an event stored by an older
 * release keeps its history. The correct answer is recorded by the solve document.
 */
const taskAttemptSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    playerId: { type: String, required: true },
    playerName: { type: String, required: true },
    answer: { type: String, required: true },
    normalizedAnswer: { type: String, required: true },
    submittedAt: { type: Date, required: true },
  },
  { collection: 'task_attempts', versionKey: false },
);
taskAttemptSchema.index({ teamId: 1, taskId: 1, submittedAt: 1 });

export type TaskAttemptDocument = InferSchemaType<typeof taskAttemptSchema>;

export const TaskAttempt: Model<TaskAttemptDocument> =
  (mongoose.models.TaskAttempt as Model<TaskAttemptDocument> | undefined) ?? mongoose.model<TaskAttemptDocument>('TaskAttempt', taskAttemptSchema);
