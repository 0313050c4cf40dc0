/** `/pilotsh/tasks?task=<id>`: the task centre opened at one task (the submit tab with it selected, when it is open here). */
export const TASK_LINK_PARAM = 'task';
