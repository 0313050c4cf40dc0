import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A task completed by a team: once for the whole team (unique (team, task)), with who and when. */
const taskSolveSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    playerId: { type: String, required: true },
    playerName: { type: String, required: true },
    /** The answer as the player typed it. */
    answer: { type: String, required: true },
    solvedAt: { type: Date, required: true },
  },
  { collection: 'task_solves', versionKey: false },
);
taskSolveSchema.index({ teamId: 1, taskId: 1 }, { unique: true });

export type TaskSolveDocument = InferSchemaType<typeof taskSolveSchema>;

export const TaskSolve: Model<TaskSolveDocument> =
  (mongoose.models.TaskSolve as Model<TaskSolveDocument> | undefined) ?? mongoose.model<TaskSolveDocument>('TaskSolve', taskSolveSchema);
